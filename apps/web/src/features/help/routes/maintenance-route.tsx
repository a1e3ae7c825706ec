import { useTranslation } from 'react-i18next';
import { MaintenancePage } from '@/components/error-pages/maintenance-page';

/** /pages/maintenance and /pages/coming-soon: the page the app shows while the server is down. */
export function MaintenanceRoute() {
  const { t } = useTranslation();
  return (
    <MaintenancePage
      action={
        // A full page load, as after real maintenance: everything starts afresh.
        <a href="/dashboard" className="btn btn-primary">
          {t('errors.backToDashboard')}
        </a>
      }
    />
  );
}

export { MaintenanceRoute as Component };
