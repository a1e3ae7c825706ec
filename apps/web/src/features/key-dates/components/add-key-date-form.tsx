import { AddKeyDateRequestSchema, type Preview, ruleLabelIn } from '@docket/contract';
import { useId, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, FailureAlert } from '@/components/failure-alert';
import { FormField } from '@/components/form/form-field';
import { Ltr } from '@/components/ltr';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { formatDay } from '@/lib/format';
import { useAddKeyDate, useDeadlineRules, usePreviewKeyDate } from '../api/key-dates';
import { StepList } from './key-date-steps';
import { PeopleFields } from './people-fields';

type Mode = 'rule' | 'manual';
export interface AddKeyDateValues {
  mode: Mode;
  ruleKey: string;
  triggerDate: string;
  label: string;
  dueDate: string;
  critical: boolean;
  clientVisible: boolean;
  assigneeId: string;
  supervisorId: string;
}
const EMPTY: AddKeyDateValues = {
  mode: 'rule',
  ruleKey: '',
  triggerDate: '',
  label: '',
  dueDate: '',
  critical: false,
  clientVisible: false,
  assigneeId: '',
  supervisorId: '',
};

const [FromRuleSchema, ByHandSchema] = AddKeyDateRequestSchema.options;
const FIELDS = ['ruleKey', 'triggerDate', 'label', 'dueDate', 'critical', 'clientVisible'] as const;

/** The request the form's values make: from a rule, or by hand. The assignee is left to the server (the case's solicitor). */
function requestOf(values: AddKeyDateValues, caseId: number) {
  const common = {
    caseId,
    critical: values.critical,
    clientVisible: values.clientVisible,
    ...(values.assigneeId ? { assigneeId: values.assigneeId } : {}),
    ...(values.supervisorId ? { supervisorId: values.supervisorId } : {}),
  };
  return values.mode === 'rule'
    ? { ...common, ruleKey: values.ruleKey, triggerDate: values.triggerDate }
    : { ...common, label: values.label, dueDate: values.dueDate };
}

/** Checks the request the mode makes with the contract's schema; an empty field is said as missing. */
const addResolver: Resolver<AddKeyDateValues, { caseId: number }> = async (values, context) => {
  const request = requestOf(values, context?.caseId ?? 0);
  const result = (values.mode === 'rule' ? FromRuleSchema : ByHandSchema).safeParse(request);
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(FIELDS as readonly string[]).includes(field) || errors[field])
      continue;
    // An empty choice or date is said as missing; a label keeps the contract's own message.
    const empty = field !== 'label' && values[field as keyof AddKeyDateValues] === '';
    errors[field] = { type: issue.code, message: empty ? 'field.required' : issue.message };
  }
  return { values: {}, errors };
};

/** Shows a preview: the safe date, the rolled date where it differs, and the steps. */
function PreviewResult({ preview }: { preview: Preview }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <section className="border rounded p-2 mb-3" aria-label={t('keyDates.add.previewHeading')}>
      <p className="mb-1 fw-semibold">
        {t('keyDates.add.safeDate', { date: formatDay(preview.safeDueDate, language) })}
      </p>
      {preview.dueDate !== preview.safeDueDate ? (
        <p className="mb-1 small">
          {t('keyDates.add.rolledDate', { date: formatDay(preview.dueDate, language) })}
        </p>
      ) : null}
      <StepList steps={preview.steps} />
      {preview.verified ? null : (
        <p className="mb-0 small text-danger">{t('keyDates.add.ruleNotVerified')}</p>
      )}
    </section>
  );
}

/** Add a key date to the case: counted by a rule from its trigger day (previewed first), or by hand. */
export function AddKeyDateForm({ caseId, onDone }: { caseId: number; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const toast = useToast();
  const headingId = useId();
  const ids = { rule: useId(), manual: useId(), critical: useId(), client: useId() };
  const rules = useDeadlineRules();
  const previewing = usePreviewKeyDate();
  const add = useAddKeyDate(caseId);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ ruleKey: string; triggerDate: string; result: Preview } | null>(
    null,
  );
  const form = useForm<AddKeyDateValues, { caseId: number }>({
    resolver: addResolver,
    context: { caseId },
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { register, watch } = form;
  const mode = watch('mode');
  const ruleKey = watch('ruleKey');
  const triggerDate = watch('triggerDate');
  const rule = rules.data?.rules.find((candidate) => candidate.key === ruleKey);
  const ruleVerified = Boolean(rule?.verifiedAt);
  const previewed =
    preview && preview.ruleKey === ruleKey && preview.triggerDate === triggerDate ? preview.result : null;

  const showPreview = async () => {
    setError(null);
    if (!(await form.trigger(['ruleKey', 'triggerDate']))) return;
    try {
      const result = await previewing.mutateAsync({ ruleKey, triggerDate, caseId });
      setPreview({ ruleKey, triggerDate, result });
    } catch (caught) {
      if (!showFieldErrors(caught, form.setError, ['ruleKey', 'triggerDate']))
        setError(failureMessage(caught));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (values.mode === 'rule') {
      if (!ruleVerified) {
        form.setError(
          'ruleKey',
          { type: 'verified', message: t('keyDates.add.ruleNotVerified') },
          { shouldFocus: true },
        );
        return;
      }
      if (!previewed) {
        await showPreview();
        return;
      }
    }
    try {
      await add.mutateAsync(requestOf(values, caseId));
      toast.success(t('keyDates.add.done'), t('keyDates.title'));
      form.reset(EMPTY);
      setPreview(null);
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
          {t('keyDates.add.heading')}
        </h3>
        <ErrorAlert message={error} />
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('keyDates.add.how')}</legend>
          <div className="form-check">
            <input
              id={ids.rule}
              type="radio"
              value="rule"
              className="form-check-input"
              {...register('mode')}
            />
            <label htmlFor={ids.rule} className="form-check-label">
              {t('keyDates.add.fromRule')}
            </label>
          </div>
          <div className="form-check">
            <input
              id={ids.manual}
              type="radio"
              value="manual"
              className="form-check-input"
              {...register('mode')}
            />
            <label htmlFor={ids.manual} className="form-check-label">
              {t('keyDates.add.byHand')}
            </label>
          </div>
        </fieldset>
        {mode === 'rule' ? (
          <>
            <FormField name="ruleKey" label={t('keyDates.add.rule')} required controlClass="form-select">
              {(control) => (
                <select {...control} {...register('ruleKey')} disabled={!rules.data}>
                  <option value="">{rules.data ? t('keyDates.add.chooseRule') : t('common.loading')}</option>
                  {rules.data?.rules.map((candidate) => (
                    <option key={candidate.key} value={candidate.key}>
                      {candidate.verifiedAt
                        ? ruleLabelIn(candidate, language)
                        : t('keyDates.add.notVerifiedOption', { label: ruleLabelIn(candidate, language) })}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FailureAlert error={rules.error} />
            {rule && !ruleVerified ? (
              <p className="small text-danger">{t('keyDates.add.ruleNotVerified')}</p>
            ) : null}
            {rule ? (
              <p className="small text-body-secondary text-break">
                {t('keyDates.add.citation')}{' '}
                <a href={rule.citation.url} target="_blank" rel="noopener noreferrer">
                  <Ltr>{rule.citation.text}</Ltr>
                  <span className="visually-hidden"> {t('keyDates.opensInNewTab')}</span>
                </a>
              </p>
            ) : null}
            <FormField name="triggerDate" label={t('keyDates.add.triggerDate')} required>
              {(control) => <input {...control} type="date" {...register('triggerDate')} />}
            </FormField>
            {previewed ? <PreviewResult preview={previewed} /> : null}
          </>
        ) : (
          <>
            <FormField name="label" label={t('keyDates.add.label')} required>
              {(control) => <input {...control} type="text" maxLength={200} {...register('label')} />}
            </FormField>
            <FormField name="dueDate" label={t('keyDates.add.dueDate')} required>
              {(control) => <input {...control} type="date" {...register('dueDate')} />}
            </FormField>
          </>
        )}
        <PeopleFields
          caseId={caseId}
          assigneeId={watch('assigneeId')}
          supervisorId={watch('supervisorId')}
          onAssignee={(id) => form.setValue('assigneeId', id)}
          onSupervisor={(id) => form.setValue('supervisorId', id)}
        />
        <div className="form-check">
          <input id={ids.critical} type="checkbox" className="form-check-input" {...register('critical')} />
          <label htmlFor={ids.critical} className="form-check-label">
            {t('keyDates.add.critical')}
          </label>
        </div>
        <div className="form-check mb-3">
          <input
            id={ids.client}
            type="checkbox"
            className="form-check-input"
            {...register('clientVisible')}
          />
          <label htmlFor={ids.client} className="form-check-label">
            {t('keyDates.add.clientVisible')}
          </label>
        </div>
        <div className="d-flex flex-wrap gap-2">
          {mode === 'rule' ? (
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={previewing.isPending}
              onClick={() => void showPreview()}
            >
              {t('keyDates.add.preview')}
            </button>
          ) : null}
          {/* From a rule, Add previews first when the date shown is not this rule's and day's. */}
          <button type="submit" className="btn btn-primary" disabled={add.isPending || previewing.isPending}>
            {t('keyDates.add.submit')}
          </button>
          <button type="button" className="btn btn-light" onClick={onDone}>
            {t('keyDates.cancel')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
