import { useTranslation } from 'react-i18next';

/** First stop for keyboard users: jumps past the header and menu to the page's <main>. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main-content">
      {t('a11y.skipToContent')}
    </a>
  );
}
