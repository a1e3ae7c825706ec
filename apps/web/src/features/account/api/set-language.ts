import { EXTRA_API_PATHS, type Language } from '@docket/contract';
import { api } from '../../../lib/api-client';

/** Remembers the interface language on the account, so e-mails arrive in it. */
export function saveLanguage(language: Language): Promise<null> {
  return api.post<null>(EXTRA_API_PATHS.setLanguage, { language });
}
