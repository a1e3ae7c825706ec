import type { ChecklistItem, ChecklistState } from '@docket/contract';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { useTranslation } from 'react-i18next';
import { formatDay } from './checklist-rules';

const STATE_BADGE: Record<ChecklistState, string> = {
  Missing: 'text-bg-secondary',
  AwaitingReview: 'text-bg-info',
  Accepted: 'text-bg-success',
  Rejected: 'text-bg-danger',
  Waived: 'text-bg-light border',
};

/** An item's state in words, in a badge that wraps between words on a narrow screen. */
export function ItemStateBadge({ state }: { state: ChecklistState }) {
  const { t } = useTranslation();
  return <span className={`badge ${STATE_BADGE[state]} stage-badge`}>{t(`checklist.states.${state}`)}</span>;
}

/**
 * Why the firm sent a document back (the reason's label and the firm's own words), or why it no
 * longer needs it.
 */
export function ItemReason({ item }: { item: ChecklistItem }) {
  const { t } = useTranslation();
  if (item.state !== 'Rejected' && item.state !== 'Waived') return null;
  const rejected = item.state === 'Rejected';
  return (
    <div className={`checklist-reason ${rejected ? 'is-rejected' : 'is-waived'}`}>
      <span className="fw-semibold">
        {rejected ? t('cases.checklist.reason.rejected') : t('cases.checklist.reason.waived')}
      </span>{' '}
      {rejected && item.reasonCode ? <span>{t(`checklist.reasons.${item.reasonCode}`)}</span> : null}
      {item.reason ? <p className="mb-0 checklist-words">{item.reason}</p> : null}
    </div>
  );
}

/** "Please send it by 3 Dec 2026", or that the date has passed. */
export function ItemDueDate({ item }: { item: ChecklistItem }) {
  const { t, i18n } = useTranslation();
  if (!item.dueDate) return null;
  const date = formatDay(item.dueDate, i18n.language);
  const open = item.state === 'Missing' || item.state === 'Rejected';
  const overdue = open && item.isOverdue;
  return (
    <p
      className={`small mb-2 d-flex align-items-center gap-1${overdue ? ' text-danger-emphasis fw-semibold' : ''}`}
    >
      <CalendarClock size={14} aria-hidden="true" className="flex-shrink-0" />
      <span>
        {overdue ? t('cases.checklist.due.overdue', { date }) : t('cases.checklist.due.by', { date })}
      </span>
    </p>
  );
}
