import { API, LegalHoldRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call } from '@/lib/api-client';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { ErrorAlert } from '../failure-alert';
import { useToast } from '../toast/use-toast';
import { FormField } from './form-field';

const ReasonSchema = LegalHoldRequestSchema.pick({ reason: true });
type ReasonForm = { reason: string };

export type LegalHoldAction = 'place' | 'lift';

interface LegalHoldDialogProps {
  /** The case to hold or release; null keeps the dialog closed. */
  caseId: number | null;
  action: LegalHoldAction;
  /** Names the case in the dialog's heading, e.g. "#42 Asylum claim". */
  caseLabel: string;
  onClose: () => void;
  /** After the server took the change: the screen refreshes what it shows. */
  onDone: () => void;
}

/**
 * Places or lifts a case's legal hold, asking why: the reason goes into the audit record. Shared by
 * the privacy screen and the case page, so both say and send the same. Among the form components,
 * so react-hook-form stays in the forms' file rather than the one every signed-in page loads.
 */
export function LegalHoldDialog({ caseId, action, caseLabel, onClose, onDone }: LegalHoldDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ReasonForm>({
    resolver: zodResolver(ReasonSchema),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  const run = useMutation({
    mutationFn: (body: { caseId: number; reason: string }) =>
      call(action === 'place' ? API.placeLegalHold : API.liftLegalHold, { body }),
    meta: { handlesErrors: true },
  });

  useEffect(() => {
    if (caseId === null) return;
    setError(null);
    form.reset({ reason: '' });
  }, [caseId, form]);

  const submit = form.handleSubmit(async ({ reason }) => {
    if (caseId === null || run.isPending) return;
    setError(null);
    try {
      await run.mutateAsync({ caseId, reason });
      toast.success(t(`privacy.hold.${action}.done`), t(`privacy.hold.${action}.title`));
      onDone();
      onClose();
    } catch (caught) {
      if (!showFieldErrors(caught, form.setError, ['reason'])) setError(failureMessage(caught));
    }
  });

  return (
    <Modal show={caseId !== null} onHide={onClose} centered aria-labelledby={titleId}>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Modal.Header closeButton closeLabel={t('a11y.close')}>
            <Modal.Title id={titleId} as="h2" className="h5 text-break">
              {t(`privacy.hold.${action}.heading`, { case: caseLabel })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <ErrorAlert message={error} />
            <p>{t(`privacy.hold.${action}.text`)}</p>
            <FormField
              name="reason"
              label={t('privacy.hold.reason')}
              hint={t('privacy.hold.reasonHint')}
              required
            >
              {(control) => <textarea {...control} rows={3} {...form.register('reason')} />}
            </FormField>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-light" onClick={onClose} disabled={run.isPending}>
              {t('privacy.cancel')}
            </button>
            <button
              type="submit"
              className={`btn ${action === 'place' ? 'btn-warning' : 'btn-primary'}`}
              disabled={run.isPending}
            >
              {t(`privacy.hold.${action}.confirm`)}
            </button>
          </Modal.Footer>
        </form>
      </FormProvider>
    </Modal>
  );
}
