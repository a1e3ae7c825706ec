import { DOCUMENT_TYPE_IDS, SUPPORT_TYPES } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Controller, FormProvider, get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { useSupportTypeLabel } from '@/components/support-type-badge';
import { FileUpload } from '@/components/upload/file-upload';
import { translateMessage } from '@/lib/messages';
import type { DraftDocument } from './document-draft';
import { type DocumentForm, DocumentFormSchema, EMPTY_DOCUMENT_FORM } from './document-form-schema';

interface AddDocumentModalProps {
  show: boolean;
  onClose: () => void;
  onAdd: (document: DraftDocument) => void;
}

let nextKey = 1;

/** The Upload & Add Document modal: after a valid add the form resets and the modal closes (spec). */
export function AddDocumentModal({ show, onClose, onAdd }: AddDocumentModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const supportLabel = useSupportTypeLabel();
  const [uploading, setUploading] = useState(false);
  const form = useForm<DocumentForm>({
    resolver: zodResolver(DocumentFormSchema),
    defaultValues: EMPTY_DOCUMENT_FORM,
  });
  const { register, handleSubmit, watch, setValue, reset, control, formState } = form;
  const isEligibility = watch('documentTypeId') === DOCUMENT_TYPE_IDS.eligibility;

  const close = () => {
    reset(EMPTY_DOCUMENT_FORM);
    onClose();
  };

  const submit = handleSubmit((values) => {
    const documentTypeId = values.documentTypeId === '2' ? '2' : '1';
    onAdd({
      key: `new-${nextKey++}`,
      documentTypeId,
      documentName: values.documentName.trim(),
      description: values.description.trim(),
      supportType: documentTypeId === '2' ? Number(values.supportType) : null,
      template: values.template,
      // Set in the document's row once it is added.
      checkKind: null,
      maxAgeMonths: '',
    });
    close();
  });

  const templateError = get(formState.errors, 'template') as { message?: string } | undefined;

  return (
    <Modal show={show} onHide={close} centered aria-labelledby={titleId}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Modal.Header closeButton closeLabel={t('a11y.close')}>
            <Modal.Title id={titleId} as="h2" className="h5">
              {t('caseTypes.form.addDocumentTitle')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <FormField
              name="documentTypeId"
              label={t('caseTypes.form.documentType')}
              required
              controlClass="form-select"
            >
              {(control) => (
                <select
                  {...control}
                  {...register('documentTypeId', {
                    // A required document has no support type: clear it so it is neither sent nor checked.
                    onChange: (event: { target: { value: string } }) => {
                      if (event.target.value !== DOCUMENT_TYPE_IDS.eligibility) setValue('supportType', '');
                    },
                  })}
                >
                  <option value="">{t('caseTypes.form.selectDocumentType')}</option>
                  <option value={DOCUMENT_TYPE_IDS.required}>{t('caseTypes.requiredDocument')}</option>
                  <option value={DOCUMENT_TYPE_IDS.eligibility}>{t('caseTypes.eligibilityDocument')}</option>
                </select>
              )}
            </FormField>
            <FormField name="documentName" label={t('caseTypes.form.documentName')} required>
              {(control) => (
                <input {...control} type="text" autoComplete="off" {...register('documentName')} />
              )}
            </FormField>
            {isEligibility ? (
              <FormField
                name="supportType"
                label={t('caseTypes.supportType')}
                required
                controlClass="form-select"
              >
                {(control) => (
                  <select {...control} {...register('supportType')}>
                    <option value="">{t('caseTypes.form.selectSupportType')}</option>
                    {SUPPORT_TYPES.filter((s) => s.value !== 0).map((s) => (
                      <option key={s.value} value={String(s.value)}>
                        {supportLabel(s.value)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            ) : null}
            <FormField name="description" label={t('caseTypes.form.description')}>
              {(control) => <textarea {...control} rows={3} {...register('description')} />}
            </FormField>
            <Controller
              control={control}
              name="template"
              render={({ field }) => (
                <FileUpload
                  kind="template"
                  label={t('caseTypes.form.uploadTemplate')}
                  required
                  value={field.value}
                  onChange={(file) => field.onChange(file)}
                  onBusyChange={setUploading}
                  error={formState.isSubmitted ? translateMessage(t, templateError?.message) || null : null}
                />
              )}
            />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-light" onClick={close}>
              {t('caseTypes.close')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={uploading}>
              {t('caseTypes.form.addDocument')}
            </button>
          </Modal.Footer>
        </form>
      </FormProvider>
    </Modal>
  );
}
