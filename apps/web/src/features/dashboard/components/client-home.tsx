import type { Dashboard } from '@docket/contract';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StageBadge } from '@/components/stage-badge';
import { StatusBadge } from '@/components/status-badge';
import { dashboardCard } from '@/lib/dashboard-cards';
import { formatDate, formatDay } from '@/lib/format';

type MyCase = Dashboard['myCases'][number];

/** What the client still owes on a case, or what happens next when she owes nothing. */
function NextStep({ item }: { item: MyCase }) {
  const { t, i18n } = useTranslation();
  if (item.owed.length === 0) {
    return <p className="mb-0 text-body-secondary">{t(`dashboard.home.nothingOwed.${item.stage}`)}</p>;
  }
  return (
    <>
      <p className="mb-1 fw-semibold">{t('dashboard.home.stillNeeded', { count: item.owed.length })}</p>
      <ul className="mb-3 ps-3">
        {item.owed.map((owed) => (
          <li key={owed.itemId}>
            <span className="text-break">{owed.name}</span>
            <span className="text-body-secondary"> · {t(`dashboard.home.owed.${owed.state}`)}</span>
            {owed.dueDate ? (
              <span className={owed.isOverdue ? 'text-danger-emphasis fw-semibold' : 'text-body-secondary'}>
                {' · '}
                {t(owed.isOverdue ? 'dashboard.home.overdue' : 'dashboard.home.due', {
                  date: formatDay(owed.dueDate, i18n.language),
                })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <Link to={`/case/${item.id}`} className="btn btn-primary">
        {t('dashboard.home.send', { count: item.owed.length })}
      </Link>
    </>
  );
}

/**
 * The client's home: her cases, and on each what it still needs from her and who is working on
 * it. The firm's figures and charts are for staff.
 */
export function ClientHome({ cases }: { cases: Dashboard['myCases'] }) {
  const { t } = useTranslation();
  // Her next dates across her cases come from the key dates' feature, in its own chunk.
  const NextDates = cases.length > 0 ? dashboardCard('clientNextDates') : null;
  const named = cases.map((item) => ({
    id: item.id,
    name: t('dashboard.home.caseTitle', { caseTypeName: item.caseTypeName, id: item.id }),
  }));
  return (
    <>
      {NextDates ? (
        <Suspense fallback={null}>
          <NextDates cases={named} />
        </Suspense>
      ) : null}
      <ClientCases cases={cases} />
    </>
  );
}

function ClientCases({ cases }: { cases: Dashboard['myCases'] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="my-cases-heading" className="mb-3">
      <h2 id="my-cases-heading" className="h5 mb-3">
        {t('dashboard.home.heading')}
      </h2>
      {cases.length === 0 ? (
        <div className="card">
          <div className="card-body">
            <p className="mb-3">{t('dashboard.home.none')}</p>
            <Link to="/create-case" className="btn btn-primary">
              {t('dashboard.welcome.openCase')}
            </Link>
          </div>
        </div>
      ) : (
        <ul className="list-unstyled mb-0 d-grid gap-3">
          {cases.map((item) => (
            <li key={item.id} className="card client-case" aria-labelledby={`my-case-${item.id}`}>
              <div className="card-body">
                <h3 id={`my-case-${item.id}`} className="h6 mb-1">
                  <Link to={`/case/${item.id}`}>
                    {t('dashboard.home.caseTitle', { caseTypeName: item.caseTypeName, id: item.id })}
                  </Link>
                </h3>
                <p className="small text-body-secondary mb-2">
                  {t('dashboard.home.openedOn', { date: formatDate(item.createdAt, i18n.language) })}
                </p>
                <div className="d-flex flex-wrap gap-2 mb-2">
                  <StatusBadge status={item.status} t={t} />
                  <StageBadge stage={item.stage} isStaff={false} t={t} />
                </div>
                <p className="mb-2">
                  {item.solicitorName
                    ? t('dashboard.home.solicitor', { name: item.solicitorName })
                    : t('dashboard.home.noSolicitor')}
                </p>
                <NextStep item={item} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
