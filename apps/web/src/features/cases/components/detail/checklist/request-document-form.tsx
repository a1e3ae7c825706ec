import { RequestDocumentRequestSchema, StoredFileRefSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/use-toast';
import { FileUpload } from '@/components/upload/file-upload';
import { useRequestDocument } from '@/features/cases/api/request-document';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { translateMessage } from '@/lib/messages';
import { todayIso } from './checklist-rules';

const shape = RequestDocumentRequestSchema.shape;

/**
 * The contract's rules for what the form asks; the case is the form's own. An empty due date is
 * none; a past one is refused here first, in the reader's words, as the server would refuse it.
 */
const RequestDocumentFormSchema = z.object({
  documentName: shape.documentName,
  description: shape.description,
  template: z.object({ filePath: StoredFileRefSchema, fileName: z.string() }).nullable(),
  dueDate: z
    .union([z.literal(''), shape.dueDate])
    .refine((date) => !date || date >= todayIso(), 'checklist.dueDate.past'),
});
type RequestDocumentForm = z.input<typeof RequestDocumentFormSchema>;

const EMPTY: RequestDocumentForm = { documentName: '', description: '', template: null, dueDate: '' };
const FIELDS = ['documentName', 'description', 'template', 'dueDate'] as const;

interface RequestDocumentFormProps {
  caseId: number;
  /** The new item's id, so the checklist can take the focus to it. */
  onRequested: (itemId: number) => void;
  onCancel: () => void;
}

/** "Ask for a document": its name, what it is, an optional template and an optional due date. */
export function RequestDocumentForm({ caseId, onRequested, onCancel }: RequestDocumentFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const request = useRequestDocument(caseId);
  const [uploading, setUploading] = useState(false);
  const form = useForm<RequestDocumentForm, unknown, z.output<typeof RequestDocumentFormSchema>>({
    resolver: zodResolver(RequestDocumentFormSchema),
    defaultValues: EMPTY,
  });
  const { control, register } = form;

  const submit = form.handleSubmit(async (values) => {
    if (uploading || request.isPending) return;
    const body = {
      documentName: values.documentName,
      description: values.description || null,
      templateUrl: values.template?.filePath ?? null,
      dueDate: values.dueDate || null,
    };
    try {
      const { id } = await request.mutateAsync(body);
      toast.success(
        t('cases.checklist.request.done', { name: body.documentName }),
        t('cases.checklist.heading'),
      );
      onRequested(id);
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS, { templateUrl: 'template' }))
        toast.error(failureMessage(error), t('cases.checklist.request.title'));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="border rounded p-3 mb-3"
        aria-labelledby="request-document-title"
        onSubmit={submit}
      >
        <h3 id="request-document-title" className="h6">
          {t('cases.checklist.request.title')}
        </h3>
        <FormField name="documentName" label={t('cases.checklist.request.name')} required>
          {(field) => <input {...field} {...register('documentName')} maxLength={200} autoComplete="off" />}
        </FormField>
        <FormField
          name="description"
          label={t('cases.checklist.request.description')}
          hint={t('cases.checklist.request.descriptionHint')}
        >
          {(field) => <textarea {...field} {...register('description')} rows={2} maxLength={1000} />}
        </FormField>
        <Controller
          control={control}
          name="template"
          render={({ field, fieldState }) => (
            <FileUpload
              kind="template"
              label={t('cases.checklist.request.template')}
              value={field.value ?? null}
              onChange={field.onChange}
              onBusyChange={setUploading}
              error={fieldState.error?.message ? translateMessage(t, fieldState.error.message) : null}
            />
          )}
        />
        <FormField name="dueDate" label={t('cases.checklist.request.dueDate')}>
          {(field) => <input {...field} {...register('dueDate')} type="date" min={todayIso()} />}
        </FormField>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="submit"
            className="btn btn-primary checklist-action"
            aria-disabled={uploading || request.isPending}
          >
            {t('cases.checklist.request.submit')}
          </button>
          <button type="button" className="btn btn-outline-secondary checklist-action" onClick={onCancel}>
            {t('cases.checklist.request.cancel')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
