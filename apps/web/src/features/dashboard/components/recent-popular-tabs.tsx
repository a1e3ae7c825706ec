import type { Dashboard } from '@docket/contract';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';

const STATUS_TONE: Record<string, string> = { Open: 'success', Pending: 'warning', Closed: 'danger' };

/** The spec's Recent and Popular tabs: the latest cases, and the case types most cases use. */
export function RecentPopularTabs({ data }: { data: Pick<Dashboard, 'recentCases' | 'popularCaseTypes'> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="card h-100 mb-0">
      <div className="card-body">
        <h2 className="h6 mb-3">{t('dashboard.tabs.heading')}</h2>
        <Tabs defaultActiveKey="recent" id="dashboard-tabs" className="mb-3" variant="underline" mountOnEnter>
          <Tab eventKey="recent" title={t('dashboard.tabs.recent')}>
            {data.recentCases.length === 0 ? (
              <p className="text-body-secondary mb-0">{t('dashboard.tabs.noCases')}</p>
            ) : (
              <ul className="list-unstyled mb-0 dashboard-list">
                {data.recentCases.map((item) => (
                  <li key={item.id} className="d-flex justify-content-between align-items-start gap-2 py-2">
                    <span>
                      <Link to={`/case/${item.id}`} className="fw-semibold">
                        {item.caseTypeName}
                      </Link>
                      <span className="d-block small text-body-secondary">
                        {item.clientName} · {formatDate(item.createdAt, locale, 'medium')}
                      </span>
                    </span>
                    <span className={`badge text-bg-${STATUS_TONE[item.status] ?? 'secondary'}`}>
                      {t(`dashboard.status.${item.status}`, { defaultValue: item.status })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Tab>
          <Tab eventKey="popular" title={t('dashboard.tabs.popular')}>
            {data.popularCaseTypes.length === 0 ? (
              <p className="text-body-secondary mb-0">{t('dashboard.tabs.noCaseTypes')}</p>
            ) : (
              <ol className="list-unstyled mb-0 dashboard-list">
                {data.popularCaseTypes.map((item) => (
                  <li key={item.caseTypeId} className="d-flex justify-content-between gap-2 py-2">
                    <Link to={`/case-type-detail/${item.caseTypeId}`}>{item.caseTypeName}</Link>
                    <span className="text-body-secondary small text-nowrap">
                      {t('dashboard.tabs.caseCount', { count: item.cases })}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Tab>
        </Tabs>
      </div>
    </div>
  );
}
