import { useEffect } from 'react';
import { onLanguageChosen } from '@/lib/i18n';
import { saveLanguage } from './api/set-language';

/** A signed-in person's language choice is saved on their account, so e-mails come in it too. */
export function useLanguageSync(): void {
  useEffect(
    () =>
      onLanguageChosen((code) => {
        saveLanguage(code).catch((error: unknown) => console.warn('The language was not saved', error));
      }),
    [],
  );
}
