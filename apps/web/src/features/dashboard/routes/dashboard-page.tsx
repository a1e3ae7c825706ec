import { type Dashboard, ROLES } from '@docket/contract';
import { Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/failure-alert';
import { dashboardCard } from '@/lib/dashboard-cards';
import { usePageTitle } from '@/lib/page-title';
import type { SessionUser } from '@/lib/session';
import { useSessionUser } from '@/lib/use-session';
import type { DashboardRange } from '../api/dashboard-query';
import { useDashboard } from '../api/get-dashboard';
import { CaseloadBars } from '../components/caseload-bars';
import { ChartCard } from '../components/chart-card';
import { ClientHome } from '../components/client-home';
import { FigureCards } from '../components/figure-cards';
import { LatestNotes } from '../components/latest-notes';
import { RecentPopularTabs } from '../components/recent-popular-tabs';
import { WelcomeBanner } from '../components/welcome-banner';
import '../dashboard.css';

/**
 * The spec's dashboard, with the firm's real figures for staff: one call, scoped by the server to
 * the role. A client's is her home instead: her cases and what each still needs.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle('pages.dashboard');
  const [range, setRange] = useState<DashboardRange>('ALL');
  const { data: answer, error, isPending, isPlaceholderData } = useDashboard(range);
  // The figures, chart and lists are drawn as interruptible work, so a phone stays responsive.
  const data = useDeferredValue(answer);
  const sessionUser = useSessionUser();
  // The greeting needs no figures: drawn from the session at once, it is the first thing a
  // signed-in person reads while the figures load. The answer's own name replaces it when it comes.
  const greeted = data?.user ?? greetingFor(sessionUser);
  // What is due this week comes from the deadlines' feature, in its own chunk, for staff only.
  const DueThisWeek = data && data.user.role !== 'Client' ? dashboardCard('dueThisWeek') : null;
  // And the tasks given to them, from the tasks' feature, the same way.
  const MyTasks = data && data.user.role !== 'Client' ? dashboardCard('myTasks') : null;

  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box mb-3">
        <h1 id="page-heading" className="h4 mb-0">
          {t('pages.dashboard')}
        </h1>
      </div>
      <FailureAlert error={error} />
      {greeted ? <WelcomeBanner user={greeted} /> : null}
      {isPending || (answer && !data) ? <p className="text-body-secondary">{t('common.loading')}</p> : null}
      {data && data.user.role === 'Client' ? (
        <>
          <ClientHome cases={data.myCases} />
          <LatestNotes notes={data.latestNotes} />
        </>
      ) : data ? (
        <>
          <FigureCards figures={data.figures} />
          {DueThisWeek ? (
            <Suspense fallback={null}>
              <DueThisWeek />
            </Suspense>
          ) : null}
          {MyTasks ? (
            <Suspense fallback={null}>
              <MyTasks />
            </Suspense>
          ) : null}
          <div className="row g-3 mb-3">
            <div className="col-xl-8">
              <ChartCard chart={data.chart} range={range} onRange={setRange} loading={isPlaceholderData} />
            </div>
            <div className="col-xl-4">
              <RecentPopularTabs data={data} />
            </div>
          </div>
          <div className="row g-3">
            <div className={data.user.role === 'Admin' ? 'col-xl-8' : 'col-12'}>
              <LatestNotes notes={data.latestNotes} />
            </div>
            {data.user.role === 'Admin' ? (
              <div className="col-xl-4">
                <CaseloadBars caseloads={data.caseloads} />
              </div>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}

function greetingFor(user: SessionUser | null): Dashboard['user'] | null {
  const role = ROLES.find((known) => known === user?.role);
  return user && role ? { fullName: user.fullName, role } : null;
}

export { DashboardPage as Component };
