import Wrench from 'lucide-react/icons/wrench';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/page-title';
import './maintenance.css';

interface MaintenancePageProps {
  /** The way on: "Try again" while the server is down, a link home on the demonstration route. */
  action: ReactNode;
  /** Shown under the heading, e.g. that the last try found the server still down. */
  status?: ReactNode;
}

/**
 * Shown when the server answers that it is down for maintenance, and on the template's maintenance
 * and coming-soon routes. It uses no router links: it may replace the whole router.
 */
export function MaintenancePage({ action, status }: MaintenancePageProps) {
  const { t } = useTranslation();
  usePageTitle('pages.maintenance');
  return (
    <main id="main-content" className="error-page container text-center" tabIndex={-1}>
      <Wrench size={56} aria-hidden="true" className="text-primary mb-3" />
      <h1 className="h4">{t('demo.maintenance.heading')}</h1>
      <p className="text-body-secondary mx-auto maintenance-text">{t('demo.maintenance.text')}</p>
      <p className="text-body-secondary mx-auto maintenance-text">{t('demo.maintenance.safe')}</p>
      <div aria-live="polite">{status}</div>
      <div className="mt-4">{action}</div>
    </main>
  );
}
