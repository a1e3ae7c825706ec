import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@docket/contract';
import { type KnownTexts, type TextTree, withOverrides } from './lib/locale-overrides.ts';
import { ACCOUNT_EMAIL_COPY } from './modules/account/emails.ts';
import { CASE_EMAIL_COPY } from './modules/cases/case-emails.ts';
import { KEY_DATE_EMAIL_COPY } from './modules/key-dates/key-date-emails.ts';
import { SUBJECT_ACCESS_EXPORT_COPY } from './modules/privacy/subject-access-export.index-page.ts';

const readTree = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as TextTree;

/**
 * What a language ships with, which the firm's corrections (DATA_DIR/locales) are checked against:
 * the web app's texts (the sign-in pages' and the signed-in screens', one tree) and each e-mail
 * family's words, under the family's name (with the subject access export's index page).
 */
export function shippedTexts(webLocalesDir: string): KnownTexts {
  return (language: Language) => ({
    // The files share sections (`messages`, `errorCodes`, `keyDates`): merged key by key, as i18next merges them.
    web: withOverrides(
      withOverrides(
        readTree(join(webLocalesDir, `${language}.json`)),
        readTree(join(webLocalesDir, 'app', `${language}.json`)),
      ),
      readTree(join(webLocalesDir, 'key-dates', `${language}.json`)),
    ),
    emails: {
      account: ACCOUNT_EMAIL_COPY[language] as unknown as TextTree,
      cases: CASE_EMAIL_COPY[language] as unknown as TextTree,
      keyDates: KEY_DATE_EMAIL_COPY[language] as unknown as TextTree,
      // Not an e-mail, but written and corrected the same way: the index page of a subject access export.
      subjectAccessExport: SUBJECT_ACCESS_EXPORT_COPY[language] as unknown as TextTree,
    },
  });
}
