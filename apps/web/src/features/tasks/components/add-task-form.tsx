import { AddTaskRequestSchema, TASK_PRIORITIES, type TaskPriority } from '@docket/contract';
import { useId, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/failure-alert';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { useSessionUser } from '@/lib/use-session';
import { useAddTask, useSolicitorOptions } from '../api/tasks';

export interface AddTaskValues {
  title: string;
  notes: string;
  dueDate: string;
  priority: TaskPriority;
  /** A user's id, or '' for no one yet. */
  assigneeId: string;
}
const FIELDS = ['title', 'notes', 'dueDate', 'priority', 'assigneeId'] as const;

/** The request the form's values make: empty notes, date and assignee left out. */
function requestOf(values: AddTaskValues, caseId: number) {
  return {
    caseId,
    title: values.title,
    priority: values.priority,
    ...(values.notes.trim() ? { notes: values.notes } : {}),
    ...(values.dueDate ? { dueDate: values.dueDate } : {}),
    ...(values.assigneeId ? { assigneeId: values.assigneeId } : {}),
  };
}

/** Checks the request with the contract's schema, each problem at its field. */
const addResolver: Resolver<AddTaskValues, { caseId: number }> = async (values, context) => {
  const result = AddTaskRequestSchema.safeParse(requestOf(values, context?.caseId ?? 0));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(FIELDS as readonly string[]).includes(field) || errors[field])
      continue;
    errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** Add a task to the case: what, notes, when, how urgent, and whose (the adder by default). */
export function AddTaskForm({ caseId, onDone }: { caseId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const headingId = useId();
  const me = useSessionUser();
  const solicitors = useSolicitorOptions(me?.isAdmin ?? false);
  const add = useAddTask(caseId);
  const [error, setError] = useState<string | null>(null);
  const empty: AddTaskValues = {
    title: '',
    notes: '',
    dueDate: '',
    priority: 'normal',
    assigneeId: me?.userId ?? '',
  };
  const form = useForm<AddTaskValues, { caseId: number }>({
    resolver: addResolver,
    context: { caseId },
    defaultValues: empty,
    mode: 'onTouched',
  });
  const { register } = form;
  const others = (solicitors.data ?? []).filter((person) => person.id !== me?.userId);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await add.mutateAsync(requestOf(values, caseId));
      toast.success(t('tasks.add.done'), t('tasks.title'));
      form.reset(empty);
      onDone();
    } catch (caught) {
      if (!showFieldErrors(caught, form.setError, [...FIELDS])) setError(failureMessage(caught));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={headingId}
        className="border-top pt-3"
      >
        <h3 id={headingId} className="h6">
          {t('tasks.add.heading')}
        </h3>
        <ErrorAlert message={error} />
        <FormField name="title" label={t('tasks.add.title')} required>
          {(control) => <input {...control} type="text" maxLength={200} {...register('title')} />}
        </FormField>
        <FormField name="notes" label={t('tasks.add.notes')}>
          {(control) => <textarea {...control} rows={2} maxLength={2000} {...register('notes')} />}
        </FormField>
        <div className="row g-2">
          <div className="col-12 col-sm-6">
            <FormField name="dueDate" label={t('tasks.add.dueDate')}>
              {(control) => <input {...control} type="date" {...register('dueDate')} />}
            </FormField>
          </div>
          <div className="col-12 col-sm-6">
            <FormField name="priority" label={t('tasks.add.priority')} controlClass="form-select">
              {(control) => (
                <select {...control} {...register('priority')}>
                  {TASK_PRIORITIES.map((priority) => (
                    <option key={priority} value={priority}>
                      {t(`tasks.priorityOption.${priority}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
        </div>
        <FormField name="assigneeId" label={t('tasks.add.assignee')} controlClass="form-select">
          {(control) => (
            <select {...control} {...register('assigneeId')}>
              {me ? <option value={me.userId}>{t('tasks.add.me')}</option> : null}
              <option value="">{t('tasks.add.nobody')}</option>
              {others.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.fullName}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            {t('tasks.add.submit')}
          </button>
          <button type="button" className="btn btn-light" onClick={onDone}>
            {t('tasks.back')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
