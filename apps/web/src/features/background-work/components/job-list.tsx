import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type ListColumn } from '@/components/data-table/data-list';
import { Ltr } from '@/components/ltr';
import { dateFormatter } from '@/lib/format';
import { formatCount, formatDuration, formatInterval } from '@/lib/units';
import type { BackgroundJob } from '../api/background-work';

/** What needs an administrator's eye: work that failed after its last retry, or work waiting to run now. */
export function needsAttention(job: BackgroundJob): 'failed' | 'backlog' | null {
  if (job.failed > 0) return 'failed';
  if (job.queued > 0) return 'backlog';
  return null;
}

const RANK = { failed: 0, backlog: 1 } as const;

/**
 * Problems first: the jobs with failures, then those with a backlog, then the quiet ones; within
 * each, the contract's order (the queues, then the schedule), so a quiet screen always reads the
 * same and a job moves up only while something is wrong with it.
 */
export function problemsFirst(jobs: readonly BackgroundJob[]): BackgroundJob[] {
  const rank = (job: BackgroundJob) => {
    const attention = needsAttention(job);
    return attention ? RANK[attention] : 2;
  };
  return jobs
    .map((job, index) => ({ job, index }))
    .sort((a, b) => rank(a.job) - rank(b.job) || a.index - b.index)
    .map(({ job }) => job);
}

/**
 * A moment as its date and its time, each kept whole: a narrow column or card wraps between
 * them, never inside a date (Arabic's "٢٠٢٦،").
 */
function Moment({ value, locale }: { value: string; locale: string }) {
  const date = new Date(value);
  return (
    <>
      <span className="text-nowrap">{dateFormatter(locale, { dateStyle: 'medium' }).format(date)}</span>{' '}
      <span className="text-nowrap">{dateFormatter(locale, { timeStyle: 'short' }).format(date)}</span>
    </>
  );
}

function minutesBetween(from: string, to: string): number {
  return (new Date(to).getTime() - new Date(from).getTime()) / 60_000;
}

/** The job's name in words, how it runs, and what is wrong with it, if anything, as a badge with words. */
function JobName({ job, t, locale }: { job: BackgroundJob; t: TFunction; locale: string }) {
  const attention = needsAttention(job);
  return (
    <>
      <span className="text-break">{t(`backgroundWork.jobs.${job.name}`)}</span>
      {attention ? (
        <span className={`badge ${attention === 'failed' ? 'text-bg-danger' : 'text-bg-warning'} ms-2`}>
          {t(`backgroundWork.badge.${attention}`)}
        </span>
      ) : null}
      <span className="d-block small text-body-secondary fw-normal">
        {job.kind === 'schedule' && job.everySeconds !== null
          ? t('backgroundWork.kind.every', { period: formatInterval(job.everySeconds, locale) })
          : t('backgroundWork.kind.queue')}
      </span>
    </>
  );
}

/**
 * Every background job: how many wait now, wait for later, run and failed (with the last error),
 * the backlog's age and drain pace, its next run and last finish. A table on a wide screen, a card
 * per job on a phone (DataList); a job that needs attention is marked by colour and by a badge.
 */
export function JobList({ jobs, readAt }: { jobs: readonly BackgroundJob[]; readAt: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const sorted = useMemo(() => problemsFirst(jobs), [jobs]);
  const columns = useMemo((): ListColumn<BackgroundJob>[] => {
    const when = dateFormatter(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const at = (value: string) => when.format(new Date(value));
    const count = (value: number) => formatCount(value, locale);
    return [
      {
        id: 'job',
        label: t('backgroundWork.columns.job'),
        card: 'title',
        cell: (job) => <JobName job={job} t={t} locale={locale} />,
      },
      {
        id: 'queued',
        label: t('backgroundWork.columns.queued'),
        className: 'text-nowrap',
        cell: (job) => count(job.queued),
      },
      {
        id: 'later',
        label: t('backgroundWork.columns.later'),
        className: 'text-nowrap',
        cell: (job) => count(job.later),
      },
      {
        id: 'running',
        label: t('backgroundWork.columns.running'),
        className: 'text-nowrap',
        cell: (job) => count(job.running),
      },
      {
        id: 'failed',
        label: t('backgroundWork.columns.failed'),
        cell: (job) => (
          <>
            <span className={job.failed > 0 ? 'fw-semibold text-danger-emphasis' : undefined}>
              {count(job.failed)}
            </span>
            {job.lastError ? (
              <span className="bg-work-error d-block small">
                {t('backgroundWork.lastError', { time: at(job.lastError.at) })}{' '}
                <Ltr>
                  <code className="text-break">{job.lastError.message}</code>
                </Ltr>
              </span>
            ) : null}
          </>
        ),
      },
      {
        id: 'backlog',
        label: t('backgroundWork.columns.backlog'),
        cell: (job) => (
          <>
            {job.oldestQueuedAt ? (
              <span className="d-block">
                {t('backgroundWork.waitingSince', {
                  time: at(job.oldestQueuedAt),
                  duration: formatDuration(minutesBetween(job.oldestQueuedAt, readAt), locale),
                })}
              </span>
            ) : (
              <span className="d-block text-body-secondary">{t('backgroundWork.nothingWaiting')}</span>
            )}
            {job.drainMinutes !== null ? (
              <span className="d-block">
                {t('backgroundWork.drain', { duration: formatDuration(job.drainMinutes, locale) })}
              </span>
            ) : null}
            <span className="d-block small text-body-secondary">
              {t('backgroundWork.doneLastHour', { done: count(job.doneLastHour) })}
            </span>
          </>
        ),
      },
      {
        id: 'next',
        label: t('backgroundWork.columns.nextRun'),
        cell: (job) =>
          job.nextRunAt ? <Moment value={job.nextRunAt} locale={locale} /> : t('backgroundWork.notPlanned'),
      },
      {
        id: 'last',
        label: t('backgroundWork.columns.lastFinished'),
        cell: (job) =>
          job.lastFinishedAt ? (
            <Moment value={job.lastFinishedAt} locale={locale} />
          ) : (
            t('backgroundWork.notYet')
          ),
      },
    ];
  }, [t, locale, readAt]);
  return (
    <DataList
      caption={t('backgroundWork.caption')}
      items={sorted}
      keyOf={(job) => job.name}
      columns={columns}
      itemClassName={(job) => {
        const attention = needsAttention(job);
        return attention ? `bg-work-${attention}` : undefined;
      }}
      tableClassName="table table-sm align-middle mb-0"
    />
  );
}
