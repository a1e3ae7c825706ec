import { AdditionalDocumentFormSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, FormProvider, get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/use-toast';
import { FileUpload } from '@/components/upload/file-upload';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { translateMessage } from '@/lib/messages';
import { useAddCaseDocument } from '../../api/add-case-document';

type AdditionalDocument = z.input<typeof AdditionalDocumentFormSchema>;
const EMPTY: AdditionalDocument = { documentName: '', filePath: '' };

/** Adds a document the case type does not ask for (further evidence, a letter from the Home Office). */
export function AdditionalDocumentForm({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddCaseDocument(caseId);
  const form = useForm<AdditionalDocument>({
    resolver: zodResolver(AdditionalDocumentFormSchema),
    defaultValues: EMPTY,
  });
  const { control, formState, handleSubmit, register, reset } = form;
  // The file as the upload control shows it; the form holds its staged key.
  const [fileName, setFileName] = useState('');
  const [busy, setBusy] = useState(false);
  // Remounting the upload control after a save empties it.
  const [round, setRound] = useState(0);
  const fileError = get(formState.errors, 'filePath') as { message?: string } | undefined;
  const fileField = useRef<HTMLDivElement>(null);

  // The upload control has no single element for the form to focus: when only the file is
  // missing, its choose button takes the focus, its description carrying the error.
  const focusFile = (errors: typeof formState.errors) => {
    if (errors.filePath && !errors.documentName)
      requestAnimationFrame(() =>
        fileField.current?.querySelector<HTMLButtonElement>('.file-drop button')?.focus(),
      );
  };

  const submit = handleSubmit(async ({ documentName, filePath }) => {
    try {
      await add.mutateAsync({ filePath, documentName: documentName.trim() });
      toast.success(t('cases.documents.added', { name: documentName.trim() }), t('cases.documents.title'));
      reset(EMPTY);
      setFileName('');
      setRound((value) => value + 1);
    } catch (error) {
      if (!showFieldErrors(error, form.setError, ['documentName', 'filePath']))
        toast.error(failureMessage(error), t('cases.documents.title'));
    }
  }, focusFile);

  return (
    <FormProvider {...form}>
      <form className="border rounded p-3" onSubmit={submit} noValidate>
        <h3 className="h6">{t('cases.documents.addAdditional')}</h3>
        <FormField name="documentName" label={t('cases.documents.name')} required>
          {(field) => <input {...field} {...register('documentName')} />}
        </FormField>
        <div ref={fileField}>
          <Controller
            control={control}
            name="filePath"
            render={({ field }) => (
              <FileUpload
                key={round}
                kind="case-document"
                advise
                label={t('cases.documents.file')}
                required
                value={field.value ? { filePath: field.value, fileName } : null}
                onChange={(file) => {
                  setFileName(file?.fileName ?? '');
                  field.onChange(file?.filePath ?? '');
                }}
                onBusyChange={setBusy}
                error={fileError?.message ? translateMessage(t, fileError.message) : null}
              />
            )}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy || add.isPending}>
          {t('cases.documents.addButton')}
        </button>
      </form>
    </FormProvider>
  );
}
