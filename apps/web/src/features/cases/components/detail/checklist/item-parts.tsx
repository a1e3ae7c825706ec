import type { ChecklistItem, ChecklistState } from '@docket/contract';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format';
import { itemAnchor } from './checklist-rules';

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

interface ItemCardFrameProps {
  item: ChecklistItem;
  /** h4 under the client's group headings, h3 in the firm's list. */
  heading: 'h3' | 'h4';
  /** The space under the name and the state. */
  headerMargin: 'mb-1' | 'mb-2';
  children: ReactNode;
}

/**
 * One item's card: named by its heading, with its state beside it, and reachable by a link to
 * `#item-{id}` (focusable by script, not by Tab).
 */
export function ItemCardFrame({ item, heading: Heading, headerMargin, children }: ItemCardFrameProps) {
  const headingId = useId();
  return (
    <article
      id={itemAnchor(item.id)}
      tabIndex={-1}
      className="card checklist-item mb-0"
      aria-labelledby={headingId}
    >
      <div className="card-body">
        <div className={`d-flex flex-wrap align-items-start justify-content-between gap-2 ${headerMargin}`}>
          <Heading id={headingId} className="h6 mb-0 checklist-item-name">
            {item.name}
          </Heading>
          <ItemStateBadge state={item.state} />
        </div>
        {children}
      </div>
    </article>
  );
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
