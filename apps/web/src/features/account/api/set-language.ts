import { API, type Language } from '@docket/contract';
import { call } from '@/lib/api-client';

/** Remembers the interface language on the account, so e-mails arrive in it. */
export function saveLanguage(language: Language) {
  return call(API.setLanguage, { body: { language } });
}
