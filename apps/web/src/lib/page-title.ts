import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a page rendered to HTML (src/prerender.tsx) leaves its title, for the `<title>` of the
 * HTML; in the browser there is none, and the title is set on the document.
 */
export const RenderedTitle = createContext<{ title?: string } | null>(null);

/** `<Page> | Docket – Law-Firm AI Platform`, both parts translated, kept in step with the language. */
export function usePageTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = `${t(titleKey)} | ${t('app.titleSuffix')}`;
  const rendered = useContext(RenderedTitle);
  if (rendered) rendered.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
