import { isLanguage, type Language } from '@docket/contract';
import type { FastifyRequest } from 'fastify';

/** The interface language the person chose (cookie `lang`), for e-mails sent before they have an account. */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.headers.cookie ?? '';
  // Two letters or three: `ckb` (Central Kurdish) has no two-letter code.
  const value = /(?:^|;\s*)lang=([a-z]{2,3})(?:;|$)/.exec(cookie)?.[1];
  return isLanguage(value) ? value : 'en';
}
