import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataList, type ListColumn } from '@/components/data-table/data-list';
import { formatDate } from '@/lib/format';
import type { HeldCase, HousekeepingTask, RetentionDue, Tombstone } from '../api/privacy';
import { CountList } from './count-list';

type CaseAction = (item: { caseId: number; caseTypeName: string }) => void;

/** "#42", linking to the case, read out as "Case 42". */
function CaseLink({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Link to={`/case/${id}`} aria-label={t('privacy.caseNumber', { id })}>
      #{id}
    </Link>
  );
}

type CaseRow = { caseId: number; caseTypeName: string; clientName: string };

/** The case (its number, linked, and type) and its client: how both case lists begin. */
function caseColumns<T extends CaseRow>(t: TFunction): ListColumn<T>[] {
  return [
    {
      id: 'case',
      label: t('privacy.columns.case'),
      card: 'title',
      cell: (item) => (
        <>
          <CaseLink id={item.caseId} /> <span className="text-break">{item.caseTypeName}</span>
        </>
      ),
    },
    {
      id: 'client',
      label: t('privacy.columns.client'),
      className: 'text-break',
      cell: (item) => item.clientName,
    },
  ];
}

/** A row's one action on its case, named with the case's number for a screen reader. */
function caseActionColumn<T extends CaseRow>(
  t: TFunction,
  text: string,
  variant: string,
  onClick: CaseAction,
): ListColumn<T> {
  return {
    id: 'action',
    label: t('privacy.columns.action'),
    hideLabel: true,
    card: 'actions',
    cell: (item) => (
      <button type="button" className={`btn btn-sm ${variant} text-nowrap`} onClick={() => onClick(item)}>
        {text}
        <span className="visually-hidden">{`, ${t('privacy.caseNumber', { id: item.caseId })}`}</span>
      </button>
    ),
  };
}

function useLocale() {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? 'en';
}

/** Closed cases the schedule erases within the coming days, each with "Place legal hold". */
export function DueSoonList({ items, onHold }: { items: RetentionDue[]; onHold: CaseAction }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo(
    (): ListColumn<RetentionDue>[] => [
      ...caseColumns<RetentionDue>(t),
      {
        id: 'closed',
        label: t('privacy.columns.closedOn'),
        className: 'text-nowrap',
        cell: (item) => formatDate(item.closedAt, locale),
      },
      {
        id: 'erase',
        label: t('privacy.columns.eraseAfter'),
        className: 'text-nowrap',
        cell: (item) => formatDate(item.eraseAfter, locale),
      },
      caseActionColumn<RetentionDue>(t, t('privacy.hold.place.button'), 'btn-outline-secondary', onHold),
    ],
    [t, locale, onHold],
  );
  return (
    <DataList
      caption={t('privacy.dueSoon.caption')}
      items={items}
      keyOf={(item) => item.caseId}
      columns={columns}
      tableClassName="table table-sm align-middle mb-0"
    />
  );
}

/** Cases under a legal hold: why, who placed it and since when, each with "Lift hold". */
export function HeldList({ items, onLift }: { items: HeldCase[]; onLift: CaseAction }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo(
    (): ListColumn<HeldCase>[] => [
      ...caseColumns<HeldCase>(t),
      {
        id: 'reason',
        label: t('privacy.columns.reason'),
        className: 'text-break',
        cell: (item) => item.reason,
      },
      {
        id: 'by',
        label: t('privacy.columns.heldBy'),
        className: 'text-break',
        cell: (item) => item.heldByName,
      },
      {
        id: 'since',
        label: t('privacy.columns.since'),
        className: 'text-nowrap',
        cell: (item) => formatDate(item.heldAt, locale),
      },
      caseActionColumn<HeldCase>(t, t('privacy.hold.lift.button'), 'btn-outline-primary', onLift),
    ],
    [t, locale, onLift],
  );
  return (
    <DataList
      caption={t('privacy.held.caption')}
      items={items}
      keyOf={(item) => item.caseId}
      columns={columns}
      tableClassName="table table-sm align-middle mb-0"
    />
  );
}

/** The latest erasures as their tombstones record them: what, when, under which rule, by whom. */
export function ErasuresList({ items }: { items: Tombstone[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo(
    (): ListColumn<Tombstone>[] => [
      {
        id: 'what',
        label: t('privacy.columns.what'),
        card: 'title',
        cell: (item) =>
          item.subjectType === 'case'
            ? t('privacy.erasures.case', { id: item.subjectId })
            : t('privacy.erasures.person'),
      },
      {
        id: 'when',
        label: t('privacy.columns.when'),
        className: 'text-nowrap',
        cell: (item) => formatDate(item.erasedAt, locale),
      },
      { id: 'rule', label: t('privacy.columns.rule'), cell: (item) => t(`privacy.rules.${item.rule}`) },
      {
        id: 'by',
        label: t('privacy.columns.by'),
        className: 'text-break',
        cell: (item) => item.erasedByName ?? t('privacy.erasures.schedule'),
      },
      {
        id: 'details',
        label: t('privacy.columns.details'),
        cell: (item) => <CountList counts={item.details} />,
      },
    ],
    [t, locale],
  );
  return (
    <DataList
      caption={t('privacy.erasures.caption')}
      items={items}
      keyOf={(item) => item.id}
      columns={columns}
      tableClassName="table table-sm align-middle mb-0"
    />
  );
}

/** Each housekeeping task: when it last ran, when it is due, and what its last run did. */
export function ScheduleList({ items }: { items: HousekeepingTask[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo((): ListColumn<HousekeepingTask>[] => {
    const dateTime = (value: string) =>
      new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return [
      {
        id: 'task',
        label: t('privacy.columns.task'),
        card: 'title',
        cell: (item) => t(`privacy.tasks.${item.name}`),
      },
      {
        id: 'last',
        label: t('privacy.columns.lastRun'),
        cell: (item) => (item.lastFinishedAt ? dateTime(item.lastFinishedAt) : t('privacy.schedule.never')),
      },
      { id: 'due', label: t('privacy.columns.nextDue'), cell: (item) => dateTime(item.dueAt) },
      {
        id: 'result',
        label: t('privacy.columns.result'),
        cell: (item) => (item.lastResult === null ? '—' : <CountList counts={item.lastResult} />),
      },
    ];
  }, [t, locale]);
  return (
    <DataList
      caption={t('privacy.schedule.caption')}
      items={items}
      keyOf={(item) => item.name}
      columns={columns}
      tableClassName="table table-sm align-middle mb-0"
    />
  );
}
