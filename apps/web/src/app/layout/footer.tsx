import { useTranslation } from 'react-i18next';
import { formatYear } from '../../lib/format';

export function Footer() {
  const { t, i18n } = useTranslation();
  const year = formatYear(new Date(), i18n.resolvedLanguage ?? 'en');
  return (
    <footer className="footer">
      <div className="container-fluid d-flex flex-wrap justify-content-between gap-2">
        <span>{t('footer.copyright', { year })}</span>
        <span>{t('footer.credit')}</span>
      </div>
    </footer>
  );
}
