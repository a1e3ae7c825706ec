import {
  ChangeDueRequestSchema,
  CompleteKeyDateRequestSchema,
  DUE_CHANGE_REASONS,
  WaiveKeyDateRequestSchema,
} from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, type ReactNode, useEffect, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '@/components/failure-alert';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { useCaseLetters, useChangeKeyDateDue, useCompleteKeyDate, useWaiveKeyDate } from '../api/key-dates';

export interface DialogTarget {
  id: number;
  label: string;
}

interface DialogProps {
  caseId: number;
  /** The date the dialog acts on; null keeps it closed. */
  target: DialogTarget | null;
  onClose: () => void;
}

const WaiveSchema = WaiveKeyDateRequestSchema.pick({ reason: true });
type WaiveForm = z.input<typeof WaiveSchema>;

/** The frame both dialogs share: a titled form in a modal, its failure above, Cancel and confirm below. */
function FormDialog<F extends FieldValues, C, T extends FieldValues>({
  open,
  onClose,
  onSubmit,
  form,
  heading,
  error,
  busy,
  confirm,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  form: UseFormReturn<F, C, T>;
  heading: string;
  error: string | null;
  busy: boolean;
  confirm: { label: string; className: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show={open} onHide={onClose} centered aria-labelledby={titleId}>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Modal.Header closeButton closeLabel={t('a11y.close')}>
            <Modal.Title id={titleId} as="h2" className="h5 text-break">
              {heading}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <ErrorAlert message={error} />
            {children}
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-light" onClick={onClose} disabled={busy}>
              {t('keyDates.cancel')}
            </button>
            <button type="submit" className={`btn ${confirm.className}`} disabled={busy}>
              {confirm.label}
            </button>
          </Modal.Footer>
        </form>
      </FormProvider>
    </Modal>
  );
}

const CompleteSchema = CompleteKeyDateRequestSchema.pick({ note: true }).extend({ evidence: z.string() });
type CompleteForm = z.input<typeof CompleteSchema>;

/** Mark an open date done, with one of the case's documents as its proof (optional) and a note. */
export function CompleteDialog({ caseId, target, onClose }: DialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const complete = useCompleteKeyDate(caseId);
  const documents = useCaseLetters(caseId, target !== null);
  const form = useForm<CompleteForm>({
    resolver: zodResolver(CompleteSchema),
    defaultValues: { evidence: '', note: '' },
  });

  useEffect(() => {
    if (target === null) return;
    setError(null);
    form.reset({ evidence: '', note: '' });
  }, [target, form]);

  const submit = form.handleSubmit(async ({ evidence, note }) => {
    if (target === null || complete.isPending) return;
    setError(null);
    try {
      const trimmed = note?.trim();
      await complete.mutateAsync({
        id: target.id,
        ...(evidence ? { evidenceDocumentId: Number(evidence) } : {}),
        ...(trimmed ? { note: trimmed } : {}),
      });
      toast.success(t('keyDates.doneDone'), t('keyDates.title'));
      onClose();
    } catch (caught) {
      if (!showFieldErrors(caught, form.setError, ['note'])) setError(failureMessage(caught));
    }
  });

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      onSubmit={submit}
      form={form}
      heading={t('keyDates.complete.heading', { label: target?.label ?? '' })}
      error={error}
      busy={complete.isPending}
      confirm={{ label: t('keyDates.complete.confirm'), className: 'btn-success' }}
    >
      <FormField name="evidence" label={t('keyDates.complete.evidence')} controlClass="form-select">
        {(control) => (
          <select {...control} {...form.register('evidence')} disabled={!documents.data}>
            <option value="">{t('keyDates.complete.noEvidence')}</option>
            {documents.data?.map((document) => (
              <option key={document.id} value={document.id}>
                {document.documentName} ({document.fileName})
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="note" label={t('keyDates.change.note')}>
        {(control) => <textarea {...control} rows={2} {...form.register('note')} />}
      </FormField>
    </FormDialog>
  );
}

/** Waive an open date: the reason is required, and kept with the date. */
export function WaiveDialog({ caseId, target, onClose }: DialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const waive = useWaiveKeyDate(caseId);
  const form = useForm<WaiveForm>({
    resolver: zodResolver(WaiveSchema),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });

  useEffect(() => {
    if (target === null) return;
    setError(null);
    form.reset({ reason: '' });
  }, [target, form]);

  const submit = form.handleSubmit(async ({ reason }) => {
    if (target === null || waive.isPending) return;
    setError(null);
    try {
      await waive.mutateAsync({ id: target.id, reason });
      toast.success(t('keyDates.waive.done'), t('keyDates.title'));
      onClose();
    } catch (caught) {
      if (!showFieldErrors(caught, form.setError, ['reason'])) setError(failureMessage(caught));
    }
  });

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      onSubmit={submit}
      form={form}
      heading={t('keyDates.waive.heading', { label: target?.label ?? '' })}
      error={error}
      busy={waive.isPending}
      confirm={{ label: t('keyDates.waive.confirm'), className: 'btn-warning' }}
    >
      <FormField name="reason" label={t('keyDates.waive.reason')} required>
        {(control) => <textarea {...control} rows={3} {...form.register('reason')} />}
      </FormField>
    </FormDialog>
  );
}

// The contract's rules for the change; an empty date is said as a missing one.
const ChangeSchema = ChangeDueRequestSchema.pick({ reason: true, note: true }).extend({
  dueDate: z.string().min(1, 'field.required').pipe(ChangeDueRequestSchema.shape.dueDate),
});
type ChangeForm = z.input<typeof ChangeSchema>;
const EMPTY_CHANGE: ChangeForm = { dueDate: '', reason: 'extension_granted', note: '' };

/** Change an open date's due date, with the reason (an extension, a direction varied…) and a note. */
export function ChangeDueDialog({
  caseId,
  target,
  onClose,
  current,
}: DialogProps & { current: string | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const change = useChangeKeyDateDue(caseId);
  const form = useForm<ChangeForm, unknown, z.output<typeof ChangeSchema>>({
    resolver: zodResolver(ChangeSchema),
    defaultValues: EMPTY_CHANGE,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (target === null) return;
    setError(null);
    form.reset({ ...EMPTY_CHANGE, dueDate: current ?? '' });
  }, [target, current, form]);

  const submit = form.handleSubmit(async ({ dueDate, reason, note }) => {
    if (target === null || change.isPending) return;
    setError(null);
    try {
      const trimmed = note?.trim();
      await change.mutateAsync({ id: target.id, dueDate, reason, ...(trimmed ? { note: trimmed } : {}) });
      toast.success(t('keyDates.change.done'), t('keyDates.title'));
      onClose();
    } catch (caught) {
      if (!showFieldErrors(caught, form.setError, ['dueDate', 'reason', 'note']))
        setError(failureMessage(caught));
    }
  });

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      onSubmit={submit}
      form={form}
      heading={t('keyDates.change.heading', { label: target?.label ?? '' })}
      error={error}
      busy={change.isPending}
      confirm={{ label: t('keyDates.change.confirm'), className: 'btn-primary' }}
    >
      <FormField name="dueDate" label={t('keyDates.change.dueDate')} required>
        {(control) => <input {...control} type="date" {...form.register('dueDate')} />}
      </FormField>
      <FormField name="reason" label={t('keyDates.change.reason')} required controlClass="form-select">
        {(control) => (
          <select {...control} {...form.register('reason')}>
            {DUE_CHANGE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`keyDates.change.reasons.${reason}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="note" label={t('keyDates.change.note')}>
        {(control) => <textarea {...control} rows={2} {...form.register('note')} />}
      </FormField>
    </FormDialog>
  );
}
