import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../lib/page-title';

/** Stands in for a screen a later issue builds, so every route already has its title and place. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  usePageTitle(titleKey);
  return (
    <section className="placeholder-page" aria-labelledby="page-heading">
      <h1 id="page-heading" className="h4 mb-3">
        {t(titleKey)}
      </h1>
      <div className="card">
        <div className="card-body d-flex align-items-center gap-3">
          <Construction aria-hidden="true" size={32} className="text-primary flex-shrink-0" />
          <p className="mb-0">{t('placeholder.message')}</p>
        </div>
      </div>
    </section>
  );
}
