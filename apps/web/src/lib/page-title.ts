import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `<Page> | Docket – Law-Firm AI Platform`, both parts translated, kept in step with the language. */
export function usePageTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = `${t(titleKey)} | ${t('app.titleSuffix')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
