import { useTranslation } from 'react-i18next';
import { DraftNote } from '@/components/draft-note';
import { currentYear } from '@/lib/format';

export function Footer() {
  const { t } = useTranslation();
  const year = currentYear();
  return (
    <footer className="footer">
      <div className="container-fluid d-flex flex-wrap justify-content-between gap-2">
        <span>{t('footer.copyright', { year })}</span>
        <DraftNote className="" />
        <span>{t('footer.credit')}</span>
      </div>
    </footer>
  );
}
