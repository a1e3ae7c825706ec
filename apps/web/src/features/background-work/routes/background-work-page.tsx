import { useTranslation } from 'react-i18next';
import { AdminOnlyScreen } from '@/components/admin-only-screen';
import { FailureAlert } from '@/components/failure-alert';
import { dateFormatter } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useSessionUser } from '@/lib/use-session';
import { type BackgroundWork, useBackgroundWork } from '../api/background-work';
import { JobList, needsAttention } from '../components/job-list';
import '../background-work.css';

/**
 * The background engine as administrators see it (issue 31): each job's queue or schedule, what
 * waits, runs and failed (with the last error), its next run, and how old its backlog is and how
 * fast it drains. Jobs with failures or a backlog come first (job-list.tsx); the figures are read
 * again every 10 s while the screen is visible, and say when they were read.
 */
export function BackgroundWorkPage() {
  const isAdmin = useSessionUser()?.role === 'Admin';
  return isAdmin ? (
    <BackgroundWorkOverview />
  ) : (
    <AdminOnlyScreen titleKey="backgroundWork.title" messageKey="backgroundWork.adminOnly" />
  );
}

function BackgroundWorkOverview() {
  const { t } = useTranslation();
  usePageTitle('backgroundWork.title');
  const { data, error, isPending } = useBackgroundWork();
  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box mb-3">
        <h1 id="page-heading" className="h4 mb-1">
          {t('backgroundWork.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('backgroundWork.intro')}</p>
      </div>
      <FailureAlert error={error} />
      <div className="card">
        <div className="card-body" aria-busy={isPending}>
          {isPending ? <p className="text-body-secondary mb-0">{t('common.loading')}</p> : null}
          {data ? <Figures work={data} /> : null}
        </div>
      </div>
    </section>
  );
}

function Figures({ work }: { work: BackgroundWork }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const readAt = dateFormatter(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(work.readAt),
  );
  const troubled = work.jobs.some((job) => needsAttention(job) !== null);
  return (
    <>
      <p className="small text-body-secondary mb-2">{t('backgroundWork.readAt', { time: readAt })}</p>
      {work.jobs.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('backgroundWork.empty')}</p>
      ) : (
        <>
          <p className={troubled ? 'fw-semibold mb-3' : 'text-success-emphasis mb-3'}>
            {t(troubled ? 'backgroundWork.attention' : 'backgroundWork.quiet')}
          </p>
          <JobList jobs={work.jobs} readAt={work.readAt} />
        </>
      )}
    </>
  );
}

export { BackgroundWorkPage as Component };
