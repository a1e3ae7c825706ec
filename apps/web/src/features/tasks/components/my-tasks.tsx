import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FailureAlert } from '@/components/failure-alert';
import { formatDay } from '@/lib/format';
import { useMyTasks } from '../api/tasks';
import { Countdown } from './countdown';
import { daysUntil, londonToday, PRIORITY_CLASS } from './task-view';

/** The tasks a card shows before "Show all": the dashboard is read at a glance. */
const FIRST = 8;

/**
 * The staff dashboard's card: the open tasks given to me across my cases, soonest due first, the
 * overdue said so, each a link to its case (where it is done or cancelled).
 */
export default function MyTasks() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const [all, setAll] = useState(false);
  const { data, error, isPending } = useMyTasks();
  const tasks = data?.tasks ?? [];
  const shown = all ? tasks : tasks.slice(0, FIRST);
  const today = londonToday();
  return (
    <section className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 mb-2">
          {t('myTasks.title')}
        </h2>
        <FailureAlert error={error} />
        {isPending ? <p className="text-body-secondary mb-0">{t('common.loading')}</p> : null}
        {data && tasks.length === 0 ? <p className="text-body-secondary mb-0">{t('myTasks.none')}</p> : null}
        {shown.length > 0 ? (
          <ul className="list-group list-group-flush">
            {shown.map((task) => {
              const days = task.dueDate ? daysUntil(task.dueDate, today) : null;
              return (
                <li
                  key={task.id}
                  className="list-group-item px-0 d-flex flex-wrap gap-2 justify-content-between"
                >
                  <span className="text-break">
                    <span className="fw-semibold">{task.title}</span>
                    {task.priority !== 'normal' ? (
                      <span className={`badge ms-2 ${PRIORITY_CLASS[task.priority]}`}>
                        {t(`tasks.priority.${task.priority}`)}
                      </span>
                    ) : null}
                    <span className="d-block small">
                      <Link to={`/case/${task.caseId}`}>
                        {t('deadlines.card.case', { id: task.caseId, type: task.caseTypeName })}
                      </Link>
                    </span>
                  </span>
                  <span
                    className={
                      days !== null && days < 0 ? 'text-danger-emphasis fw-semibold' : 'text-body-secondary'
                    }
                  >
                    {task.dueDate === null ? (
                      t('tasks.noDue')
                    ) : (
                      <>
                        {formatDay(task.dueDate, language)} · <Countdown day={task.dueDate} today={today} />
                      </>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : null}
        {!all && tasks.length > FIRST ? (
          <button type="button" className="btn btn-sm btn-outline-primary mt-2" onClick={() => setAll(true)}>
            {t('myTasks.showAll', { count: tasks.length })}
          </button>
        ) : null}
      </div>
    </section>
  );
}
