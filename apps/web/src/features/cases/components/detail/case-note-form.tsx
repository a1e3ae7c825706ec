import { AddNoteRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { useAddCaseNote } from '../../api/case-notes';

// The contract's rules for the note; the case is the form's own.
const NoteFormSchema = AddNoteRequestSchema.pick({ text: true, isSharedWithClient: true });
type NoteForm = z.input<typeof NoteFormSchema>;
const EMPTY: NoteForm = { text: '', isSharedWithClient: false };

/** Add Note: staff choose whether the client may read it; a client's note is always for the firm. */
export function CaseNoteForm({ caseId, isStaff }: { caseId: number; isStaff: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const shareId = useId();
  const add = useAddCaseNote(caseId);
  const form = useForm<NoteForm>({ resolver: zodResolver(NoteFormSchema), defaultValues: EMPTY });
  const { register, handleSubmit, reset } = form;

  const submit = handleSubmit(async ({ text, isSharedWithClient }) => {
    try {
      await add.mutateAsync({
        text: text.trim(),
        isSharedWithClient: isStaff ? Boolean(isSharedWithClient) : true,
      });
      reset(EMPTY);
      toast.success(t('cases.notes.added'), t('cases.notes.title'));
    } catch (error) {
      if (!showFieldErrors(error, form.setError, ['text', 'isSharedWithClient']))
        toast.error(failureMessage(error), t('cases.notes.title'));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate className="mb-3" onSubmit={submit}>
        <FormField name="text" label={t('cases.notes.newNote')} className="mb-0">
          {(control) => <textarea {...control} rows={3} {...register('text')} />}
        </FormField>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
          {isStaff ? (
            <div className="form-check">
              <input
                id={shareId}
                type="checkbox"
                className="form-check-input"
                {...register('isSharedWithClient')}
              />
              <label htmlFor={shareId} className="form-check-label">
                {t('cases.notes.share')}
              </label>
            </div>
          ) : (
            <span className="small text-body-secondary">{t('cases.notes.clientHint')}</span>
          )}
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            {t('cases.notes.add')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
