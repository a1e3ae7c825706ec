import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, keyDateTexts, keyDateTextsLoaded } from '@/lib/i18n';

/**
 * Draws its children once the key dates' texts (lib/i18n.ts) are loaded in the reader's language:
 * the key dates' screens bring their own texts rather than growing the shell's.
 */
export function WithKeyDateTexts({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? currentLanguage();
  const [loaded, setLoaded] = useState<string | null>(() => (keyDateTextsLoaded() ? language : null));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loaded === language) return;
    let live = true;
    keyDateTexts().then(
      () => live && setLoaded(language),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [language, loaded]);
  if (loaded === language || keyDateTextsLoaded()) return children;
  return (
    <p className="text-body-secondary m-3" role={failed ? 'alert' : undefined}>
      {failed ? t('errors.network', { defaultValue: t('common.loading') }) : t('common.loading')}
    </p>
  );
}
