import { CASE_STATUSES, ChangeStatusRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { useChangeCaseStatus } from '../../api/change-case-status';

// The contract's rules for what the person writes; the case is the control's own.
const StatusFormSchema = ChangeStatusRequestSchema.pick({ status: true, reason: true });
type StatusForm = z.input<typeof StatusFormSchema>;

/** Moves a case between Open, Pending and Closed, with an optional reason kept in the timeline. */
export function StatusControl({ caseId, status }: { caseId: number; status: StatusForm['status'] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useChangeCaseStatus(caseId);
  const form = useForm<StatusForm>({
    resolver: zodResolver(StatusFormSchema),
    defaultValues: { status, reason: '' },
  });
  const { register, handleSubmit, reset, watch } = form;
  const statusField = register('status');
  const selectRef = useRef<HTMLSelectElement | null>(null);
  // The case's status as the server now has it; the control stays mounted so it keeps the focus.
  useEffect(() => reset({ status, reason: '' }), [status, reset]);
  const next = watch('status');

  const submit = handleSubmit(async (values) => {
    if (change.isPending) return;
    try {
      await change.mutateAsync({ status: values.status, reason: values.reason ?? '' });
      reset({ status: values.status, reason: '' });
      // The button is disabled now (nothing left to change): the focus goes to the new status.
      selectRef.current?.focus();
      toast.success(
        t('cases.statusChange.done', { status: t(`cases.statuses.${values.status}`) }),
        t('cases.statusChange.title'),
      );
    } catch (error) {
      if (!showFieldErrors(error, form.setError, ['status', 'reason']))
        toast.error(failureMessage(error), t('cases.statusChange.title'));
    }
  });

  return (
    <FormProvider {...form}>
      <form className="row g-2 align-items-start mt-2" onSubmit={submit} noValidate>
        <FormField
          name="status"
          label={t('cases.statusChange.label')}
          controlClass="form-select"
          className="col-sm-4"
        >
          {(control) => (
            <select
              {...control}
              {...statusField}
              ref={(element) => {
                statusField.ref(element);
                selectRef.current = element;
              }}
            >
              {CASE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`cases.statuses.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField name="reason" label={t('cases.statusChange.reason')} className="col-sm-5">
          {(control) => <input {...control} {...register('reason')} />}
        </FormField>
        <div className="col-sm-3 status-control-submit">
          <button
            type="submit"
            className="btn btn-primary w-100"
            // While the request runs the button keeps the focus (aria-disabled, not disabled).
            disabled={next === status && !change.isPending}
            aria-disabled={change.isPending}
          >
            {t('cases.statusChange.submit')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
