import { MAX_TASK_MINUTES, type Task } from '@docket/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, FailureAlert } from '@/components/failure-alert';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { formatDay } from '@/lib/format';
import { useCancelTask, useCompleteTask, useTasksOfCase } from '../api/tasks';
import { AddTaskForm } from './add-task-form';
import { Countdown } from './countdown';
import { daysUntil, londonToday, PRIORITY_CLASS } from './task-view';

type Acting = 'done' | 'cancel' | null;

/** Marks the task done with the minutes it took, or cancels it with a reason: a small form in place. */
function TaskActionForm({
  caseId,
  task,
  acting,
  onClose,
}: {
  caseId: number;
  task: Task;
  acting: Exclude<Acting, null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldId = useId();
  const errorId = useId();
  const complete = useCompleteTask(caseId);
  const cancel = useCancelTask(caseId);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = complete.isPending || cancel.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      if (acting === 'done') {
        const minutes = value.trim() === '' ? null : Number(value);
        if (minutes !== null && (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_TASK_MINUTES)) {
          setInvalid(true);
          return;
        }
        await complete.mutateAsync({ taskId: task.id, minutesSpent: minutes });
        toast.success(t('tasks.complete.done'), t('tasks.title'));
      } else {
        await cancel.mutateAsync({ taskId: task.id, reason: value.trim() || null });
        toast.success(t('tasks.cancelTask.done'), t('tasks.title'));
      }
      onClose();
    } catch (caught) {
      setError(failureMessage(caught));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="border rounded p-2 mt-2">
      <ErrorAlert message={error} />
      <label htmlFor={fieldId} className="form-label">
        {acting === 'done' ? t('tasks.complete.minutes') : t('tasks.cancelTask.reason')}
        <span className="visually-hidden">: {task.title}</span>
      </label>
      {acting === 'done' ? (
        <input
          id={fieldId}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_TASK_MINUTES}
          step={1}
          className={`form-control mb-2${invalid ? ' is-invalid' : ''}`}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
        />
      ) : (
        <input
          id={fieldId}
          type="text"
          maxLength={2000}
          className="form-control mb-2"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      {invalid ? (
        <div id={errorId} className="invalid-feedback d-block mb-2">
          {t('tasks.complete.minutesInvalid', { max: MAX_TASK_MINUTES })}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
          {acting === 'done' ? t('tasks.complete.confirm') : t('tasks.cancelTask.confirm')}
        </button>
        <button type="button" className="btn btn-sm btn-light" onClick={onClose}>
          {t('tasks.back')}
        </button>
      </div>
    </form>
  );
}

/** The reasons Docket gives when it cancels a task itself (tasks.service.ts, cancelTemplateTasks). */
const SYSTEM_REASONS: readonly string[] = ['key_date_waived', 'key_date_superseded'];

/** One task: what, when and how soon, whose, how urgent, and (open) what can be done with it. */
function TaskItem({ caseId, task, today }: { caseId: number; task: Task; today: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [acting, setActing] = useState<Acting>(null);
  const open = task.status === 'open';
  const forTask = <span className="visually-hidden">: {task.title}</span>;
  // Docket's own reasons are codes, said in the reader's words; a reason typed is shown as typed
  // (looked up as a key, "a: b" would be read as a namespace).
  const reason =
    task.cancelReason === null
      ? null
      : SYSTEM_REASONS.includes(task.cancelReason)
        ? t(`tasks.reasons.${task.cancelReason}`)
        : task.cancelReason;

  return (
    <li className="border-bottom py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h3 className="h6 mb-0 text-break">{task.title}</h3>
        <span className={`badge ${PRIORITY_CLASS[task.priority]}`}>
          {t(`tasks.priority.${task.priority}`)}
        </span>
        {open ? null : (
          <span className={`badge ${task.status === 'done' ? 'text-bg-success' : 'text-bg-secondary'}`}>
            {t(`tasks.status.${task.status}`)}
          </span>
        )}
      </div>
      <p className="mb-1 d-flex flex-wrap align-items-center gap-2">
        {task.dueDate ? (
          <>
            <span>{t('tasks.dueOn', { date: formatDay(task.dueDate, language) })}</span>
            {open ? (
              <span className={`fw-semibold${daysUntil(task.dueDate, today) < 0 ? ' text-danger' : ''}`}>
                <Countdown day={task.dueDate} today={today} />
              </span>
            ) : null}
          </>
        ) : (
          <span className="text-body-secondary">{t('tasks.noDue')}</span>
        )}
      </p>
      <p className="mb-1 small text-body-secondary text-break">
        {task.assigneeName ? t('tasks.assignee', { name: task.assigneeName }) : t('tasks.noAssignee')}
        {task.keyDateId !== null ? ` · ${t('tasks.forKeyDate')}` : null}
      </p>
      {task.notes ? (
        <p className="mb-1 small text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {task.notes}
        </p>
      ) : null}
      {task.status === 'done' ? (
        <p className="mb-1 small text-break">
          {task.completedByName ? t('tasks.doneBy', { name: task.completedByName }) : null}
          {task.minutesSpent !== null ? ` ${t('tasks.minutesSpent', { minutes: task.minutesSpent })}` : null}
        </p>
      ) : null}
      {reason ? <p className="mb-1 small text-break">{t('tasks.cancelledBecause', { reason })}</p> : null}
      {open && acting === null ? (
        <div className="d-flex flex-wrap gap-2 mt-2">
          <button type="button" className="btn btn-sm btn-outline-success" onClick={() => setActing('done')}>
            {t('tasks.actions.done')}
            {forTask}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => setActing('cancel')}
          >
            {t('tasks.actions.cancel')}
            {forTask}
          </button>
        </div>
      ) : null}
      {open && acting ? (
        <TaskActionForm caseId={caseId} task={task} acting={acting} onClose={() => setActing(null)} />
      ) : null}
    </li>
  );
}

/** The case's tasks for its staff: the open ones, a form to add one, and those done or cancelled folded below. */
export function TasksSection({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useTasksOfCase(caseId);
  const [adding, setAdding] = useState(false);
  const today = londonToday();
  const open = data?.tasks.filter((task) => task.status === 'open') ?? [];
  const closed = data?.tasks.filter((task) => task.status !== 'open') ?? [];

  return (
    <div>
      <FailureAlert error={error} />
      {isPending ? <p className="text-body-secondary">{t('common.loading')}</p> : null}
      {data && open.length === 0 ? <p className="text-body-secondary">{t('tasks.none')}</p> : null}
      {open.length > 0 ? (
        <ul className="list-unstyled mb-3" aria-label={t('tasks.openList')}>
          {open.map((task) => (
            <TaskItem key={task.id} caseId={caseId} task={task} today={today} />
          ))}
        </ul>
      ) : null}
      {adding ? (
        <AddTaskForm caseId={caseId} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="btn btn-outline-primary" onClick={() => setAdding(true)}>
          {t('tasks.add.open')}
        </button>
      )}
      {closed.length > 0 ? (
        <details className="mt-3">
          <summary>{t('tasks.closed', { number: closed.length })}</summary>
          <ul className="list-unstyled mb-0" aria-label={t('tasks.closedList')}>
            {closed.map((task) => (
              <TaskItem key={task.id} caseId={caseId} task={task} today={today} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

export default TasksSection;
