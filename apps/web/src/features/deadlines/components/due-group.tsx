import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '@/lib/format';
import type { DueItem, Rule } from '../api/key-dates';
import { ruleLabel } from './rule-list';

export const DUE_GROUPS = [
  'overdue',
  'withinTwoWorkingDays',
  'withinSevenDays',
  'unassigned',
  'awaitingAcceptance',
] as const;
export type DueGroupName = (typeof DUE_GROUPS)[number];

/** Calendar days from `today` to `day`, both ISO dates of London's calendar. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The card's urgency, in words and colour: past, within two (working) days, within a week, later.
 * The server's group decides where it says so: two working days may be four calendar days.
 */
function urgencyOf(days: number, group: DueGroupName): 'overdue' | 'soon' | 'week' | 'later' {
  if (days < 0 || group === 'overdue') return 'overdue';
  if (days <= 2 || group === 'withinTwoWorkingDays') return 'soon';
  if (days <= 7) return 'week';
  return 'later';
}

interface DueGroupProps {
  name: DueGroupName;
  items: DueItem[];
  today: string;
  /** The rules by key, for a rule-made date's label in the reader's language. */
  rules: ReadonlyMap<string, Rule>;
}

/** One group of the queue: its heading with how many, a card per date, or a sentence when it is empty. */
export function DueGroup({ name, items, today, rules }: DueGroupProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5 mb-2">
        {t(`deadlines.groups.${name}.title`)}{' '}
        <span className="badge text-bg-secondary align-middle">{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className="text-body-secondary mb-0">{t(`deadlines.groups.${name}.empty`)}</p>
      ) : (
        <ul className="list-unstyled mb-0 d-grid gap-2" aria-labelledby={headingId}>
          {items.map((item) => (
            <DueCard key={item.id} item={item} group={name} today={today} rules={rules} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface DueCardProps {
  item: DueItem;
  group: DueGroupName;
  today: string;
  rules: ReadonlyMap<string, Rule>;
}

function DueCard({ item, group, today, rules }: DueCardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const rule = item.ruleKey ? rules.get(item.ruleKey) : undefined;
  const label = rule ? ruleLabel(rule, locale) : item.label;
  const days = daysBetween(today, item.safeDueDate);
  const urgency = urgencyOf(days, group);
  const left =
    days < 0
      ? t('deadlines.card.overdue', { count: -days })
      : days === 0
        ? t('deadlines.card.today')
        : t('deadlines.card.left', { count: days });
  const leftClass =
    urgency === 'overdue' ? 'text-danger-emphasis fw-semibold' : urgency === 'soon' ? 'fw-semibold' : '';
  return (
    <li className={`card data-card due-card due-${urgency} mb-0`}>
      <div className="card-body p-3">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
          <h3 className="h6 mb-1">{label}</h3>
          {item.critical ? (
            <span className="badge text-bg-danger">{t('deadlines.card.critical')}</span>
          ) : null}
        </div>
        <p className="mb-1">
          <Link to={`/case/${item.caseId}`}>
            {t('deadlines.card.case', { id: item.caseId, type: item.caseTypeName })}
          </Link>
        </p>
        <p className="mb-1">
          {t('deadlines.card.due', { date: formatDay(item.safeDueDate, locale) })}
          {' · '}
          <span className={leftClass}>{left}</span>
        </p>
        <p className="mb-0 small text-body-secondary">
          {item.assigneeName
            ? t('deadlines.card.assignee', { name: item.assigneeName })
            : t('deadlines.card.noAssignee')}
        </p>
        {item.pendingDueDate ? (
          <p className="mb-0 mt-1 small">
            {t('deadlines.card.pending', { date: formatDay(item.pendingDueDate, locale) })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
