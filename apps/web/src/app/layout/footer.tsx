import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  // A copyright year is digits in every language Docket speaks; Intl's year pattern costs a phone ~30 ms.
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container-fluid d-flex flex-wrap justify-content-between gap-2">
        <span>{t('footer.copyright', { year })}</span>
        <span>{t('footer.credit')}</span>
      </div>
    </footer>
  );
}
