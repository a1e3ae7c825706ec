import {
  type DeadlineRule,
  ruleLabelIn,
  SaveTaskTemplateRequestSchema,
  TASK_OFFSET_DIRECTIONS,
  TASK_OFFSET_UNITS,
  TASK_PRIORITIES,
  type TaskOffsetDirection,
  type TaskOffsetUnit,
  type TaskPriority,
  type TaskTemplate,
} from '@docket/contract';
import { useId, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, FailureAlert } from '@/components/failure-alert';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import {
  useDeleteTaskTemplate,
  useSaveTaskTemplate,
  useTaskTemplates,
  useTemplateRules,
} from '../api/task-templates';

export interface TemplateValues {
  title: string;
  ruleKey: string;
  offsetAmount: string;
  offsetUnit: TaskOffsetUnit;
  offsetDirection: TaskOffsetDirection;
  priority: TaskPriority;
}
const EMPTY: TemplateValues = {
  title: '',
  ruleKey: '',
  offsetAmount: '5',
  offsetUnit: 'working_days',
  offsetDirection: 'before',
  priority: 'normal',
};
const FIELDS = ['title', 'ruleKey', 'offsetAmount', 'offsetUnit', 'offsetDirection', 'priority'] as const;

const requestOf = (values: TemplateValues, caseTypeId: number) => ({
  ...values,
  caseTypeId,
  offsetAmount: values.offsetAmount.trim() === '' ? Number.NaN : Number(values.offsetAmount),
});

/** Checks the request with the contract's schema; an empty choice or number is said as missing. */
const templateResolver: Resolver<TemplateValues, { caseTypeId: number }> = async (values, context) => {
  const result = SaveTaskTemplateRequestSchema.safeParse(requestOf(values, context?.caseTypeId ?? 1));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(FIELDS as readonly string[]).includes(field) || errors[field])
      continue;
    const empty = field !== 'title' && String(values[field as keyof TemplateValues]).trim() === '';
    errors[field] = { type: issue.code, message: empty ? 'field.required' : issue.message };
  }
  return { values: {}, errors };
};

const ruleLabel = (rules: readonly DeadlineRule[] | undefined, key: string, language: string) => {
  const rule = rules?.find((candidate) => candidate.key === key);
  return rule ? ruleLabelIn(rule, language) : key;
};

/** An administrator's form for a new template of the case type. */
function AddTemplateForm({ caseTypeId, rules }: { caseTypeId: number; rules: readonly DeadlineRule[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const toast = useToast();
  const headingId = useId();
  const save = useSaveTaskTemplate(caseTypeId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TemplateValues, { caseTypeId: number }>({
    resolver: templateResolver,
    context: { caseTypeId },
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { register } = form;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync(requestOf(values, caseTypeId));
      toast.success(t('taskTemplates.add.done'), t('taskTemplates.heading'));
      form.reset(EMPTY);
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
          {t('taskTemplates.add.heading')}
        </h3>
        <ErrorAlert message={error} />
        <FormField name="title" label={t('taskTemplates.add.title')} required>
          {(control) => <input {...control} type="text" maxLength={200} {...register('title')} />}
        </FormField>
        <FormField name="ruleKey" label={t('taskTemplates.add.rule')} required controlClass="form-select">
          {(control) => (
            <select {...control} {...register('ruleKey')}>
              <option value="">{t('taskTemplates.add.chooseRule')}</option>
              {rules.map((rule) => (
                <option key={rule.key} value={rule.key}>
                  {ruleLabel(rules, rule.key, language)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="row g-2">
          <div className="col-12 col-sm-4">
            <FormField name="offsetAmount" label={t('taskTemplates.add.amount')} required>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={366}
                  {...register('offsetAmount')}
                />
              )}
            </FormField>
          </div>
          <div className="col-12 col-sm-4">
            <FormField name="offsetUnit" label={t('taskTemplates.add.unit')} controlClass="form-select">
              {(control) => (
                <select {...control} {...register('offsetUnit')}>
                  {TASK_OFFSET_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {t(`taskTemplates.units.${unit}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <div className="col-12 col-sm-4">
            <FormField
              name="offsetDirection"
              label={t('taskTemplates.add.direction')}
              controlClass="form-select"
            >
              {(control) => (
                <select {...control} {...register('offsetDirection')}>
                  {TASK_OFFSET_DIRECTIONS.map((direction) => (
                    <option key={direction} value={direction}>
                      {t(`taskTemplates.directions.${direction}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
        </div>
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
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('taskTemplates.add.submit')}
        </button>
      </form>
    </FormProvider>
  );
}

/**
 * A case type's task templates (decision 048): each makes its task when a key date of its rule is
 * added to a case of the type. Staff read them; an administrator adds and deletes them.
 */
export function TaskTemplates({ caseTypeId, isAdmin }: { caseTypeId: number; isAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const toast = useToast();
  const headingId = useId();
  const templates = useTaskTemplates(caseTypeId);
  const rules = useTemplateRules();
  const remove = useDeleteTaskTemplate(caseTypeId);
  const list = templates.data?.templates ?? [];

  const deleteTemplate = async (template: TaskTemplate) => {
    try {
      await remove.mutateAsync({ id: template.id });
      toast.success(t('taskTemplates.deleteDone'), t('taskTemplates.heading'));
    } catch (caught) {
      toast.error(failureMessage(caught), t('taskTemplates.heading'));
    }
  };

  return (
    <section className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5">
          {t('taskTemplates.heading')}
        </h2>
        <p className="small text-body-secondary">{t('taskTemplates.intro')}</p>
        <FailureAlert error={templates.error ?? rules.error} />
        {templates.isPending ? <p className="text-body-secondary">{t('common.loading')}</p> : null}
        {templates.data && list.length === 0 ? (
          <p className="text-body-secondary">{t('taskTemplates.none')}</p>
        ) : null}
        {list.length > 0 ? (
          <ul className="list-unstyled mb-3">
            {list.map((template) => (
              <li key={template.id} className="border-bottom py-2 d-flex flex-wrap align-items-center gap-2">
                <div className="flex-grow-1 text-break">
                  <span className="fw-semibold">{template.title}</span>{' '}
                  <span className="badge text-bg-secondary">{t(`tasks.priority.${template.priority}`)}</span>
                  <div className="small text-body-secondary">
                    {t(`taskTemplates.offset.${template.offsetUnit}_${template.offsetDirection}`, {
                      amount: template.offsetAmount,
                    })}{' '}
                    {ruleLabel(rules.data?.rules, template.ruleKey, language)}
                  </div>
                </div>
                {isAdmin ? (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={remove.isPending}
                    onClick={() => void deleteTemplate(template)}
                  >
                    {t('taskTemplates.delete')}
                    <span className="visually-hidden">: {template.title}</span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {isAdmin && rules.data ? <AddTemplateForm caseTypeId={caseTypeId} rules={rules.data.rules} /> : null}
      </div>
    </section>
  );
}
