import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FailureAlert } from '@/components/failure-alert';
import { formatDay } from '@/lib/format';
import { type Due, type DueItem, type Rule, useDue, useRules } from '../api/key-dates';
import { DUE_GROUPS, daysBetween } from './due-group';
import { ruleLabel } from './rule-list';

/** The Sunday that ends the week of `today` (weeks run Monday to Sunday, as in England). */
export function endOfWeek(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  const weekday = date.getUTCDay(); // 0 Sunday … 6 Saturday
  date.setUTCDate(date.getUTCDate() + ((7 - weekday) % 7));
  return date.toISOString().slice(0, 10);
}

/** My open key dates due by Sunday, the overdue first, each once though the queue may list it twice. */
export function dueThisWeek(due: Due): DueItem[] {
  const sunday = endOfWeek(due.today);
  const seen = new Map<number, DueItem>();
  for (const group of DUE_GROUPS)
    for (const item of due[group])
      if (item.safeDueDate <= sunday && !seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()].sort((a, b) => a.safeDueDate.localeCompare(b.safeDueDate) || a.id - b.id);
}

/** The staff dashboard's card: my key dates due this week, with the way to the Deadlines queue. */
export function DueThisWeek() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const { data, error, isPending } = useDue('mine');
  const rules = useRules();
  const byKey = useMemo(
    () => new Map<string, Rule>((rules.data?.rules ?? []).map((rule) => [rule.key, rule])),
    [rules.data],
  );
  const items = data ? dueThisWeek(data) : [];
  return (
    <section className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id={headingId} className="h5 mb-0">
            {t('dueThisWeek.title')}
          </h2>
          <Link to="/deadlines" className="btn btn-sm btn-outline-primary">
            {t('dueThisWeek.all')}
          </Link>
        </div>
        <FailureAlert error={error} />
        {isPending ? <p className="text-body-secondary mb-0">{t('common.loading')}</p> : null}
        {data && items.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('dueThisWeek.none')}</p>
        ) : null}
        {data && items.length > 0 ? (
          <ul className="list-group list-group-flush">
            {items.map((item) => {
              const rule = item.ruleKey ? byKey.get(item.ruleKey) : undefined;
              const days = daysBetween(data.today, item.safeDueDate);
              return (
                <li
                  key={item.id}
                  className="list-group-item px-0 d-flex flex-wrap gap-2 justify-content-between"
                >
                  <span className="text-break">
                    <span className="fw-semibold">{rule ? ruleLabel(rule, language) : item.label}</span>
                    {item.critical ? (
                      <span className="badge text-bg-danger ms-2">{t('deadlines.card.critical')}</span>
                    ) : null}
                    <span className="d-block small">
                      <Link to={`/case/${item.caseId}`}>
                        {t('deadlines.card.case', { id: item.caseId, type: item.caseTypeName })}
                      </Link>
                    </span>
                  </span>
                  <span className={days < 0 ? 'text-danger-emphasis fw-semibold' : 'text-body-secondary'}>
                    {days < 0
                      ? t('deadlines.card.overdue', { count: -days })
                      : days === 0
                        ? t('deadlines.card.today')
                        : t('deadlines.card.due', { date: formatDay(item.safeDueDate, language) })}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

export default DueThisWeek;
