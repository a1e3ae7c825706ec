import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { MaintenancePage } from '@/components/error-pages/maintenance-page';
import { checkMaintenanceOver, isInMaintenance, subscribeMaintenance } from '@/lib/maintenance';

/**
 * Replaces the app with the maintenance page while the server says it is down for maintenance.
 * "Try again" asks the server; once it answers normally the app comes back where the user was.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const down = useSyncExternalStore(subscribeMaintenance, isInMaintenance, () => false);
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);
  if (!down) return children;

  const retry = async () => {
    setChecking(true);
    const over = await checkMaintenanceOver();
    setChecking(false);
    setStillDown(!over);
  };

  return (
    <MaintenancePage
      status={stillDown ? <p className="small">{t('demo.maintenance.stillDown')}</p> : null}
      action={
        <button type="button" className="btn btn-primary" onClick={retry} disabled={checking}>
          {checking ? t('demo.maintenance.checking') : t('demo.maintenance.retry')}
        </button>
      }
    />
  );
}
