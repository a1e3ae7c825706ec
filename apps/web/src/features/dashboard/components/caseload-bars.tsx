import type { Dashboard } from '@docket/contract';
import { useTranslation } from 'react-i18next';

/** Each solicitor's open cases as a bar (admins only), so uneven workloads stand out. */
export function CaseloadBars({ caseloads }: { caseloads: Dashboard['caseloads'] }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...caseloads.map((c) => c.open));
  return (
    <div className="card h-100 mb-0">
      <div className="card-body">
        <h2 className="h6 mb-3">{t('dashboard.caseloads.heading')}</h2>
        {caseloads.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('dashboard.caseloads.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {caseloads.map((load) => (
              <li key={load.solicitorId} className="mb-3">
                <div className="d-flex justify-content-between small mb-1">
                  <span>{load.solicitorName}</span>
                  <span className="text-body-secondary">
                    {t('dashboard.caseloads.open', { count: load.open })}
                  </span>
                </div>
                <div className="progress" aria-hidden="true" style={{ height: 8 }}>
                  <div className="progress-bar" style={{ width: `${(load.open / most) * 100}%` }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
