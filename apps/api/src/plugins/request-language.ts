import { LANGUAGES, type Language } from '@docket/contract';
import type { FastifyRequest } from 'fastify';

/** The interface language the person chose (cookie `lang`), for e-mails sent before they have an account. */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.headers.cookie ?? '';
  const match = /(?:^|;\s*)lang=([a-z]{2})/.exec(cookie);
  const value = match?.[1];
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}
