import { RequestDocumentRequestSchema } from '@docket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../../../../components/form/field-shell';
import { useToast } from '../../../../../components/toast/use-toast';
import { FileUpload } from '../../../../../components/upload/file-upload';
import type { UploadedFile } from '../../../../../components/upload/upload-file';
import { failureMessage } from '../../../../../lib/error-messages';
import { type RequestDocumentBody, useRequestDocument } from '../../../api/request-document';
import { todayIso } from './checklist-rules';

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
  const [documentName, setDocumentName] = useState('');
  const [description, setDescription] = useState('');
  const [template, setTemplate] = useState<UploadedFile | null>(null);
  const [dueDate, setDueDate] = useState('');
  const [uploading, setUploading] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const today = todayIso();

  const body: RequestDocumentBody = {
    documentName: documentName.trim(),
    description: description.trim() || null,
    templateUrl: template?.filePath ?? null,
    dueDate: dueDate || null,
  };
  const check = RequestDocumentRequestSchema.safeParse({ caseId, ...body });
  const problem = (field: string) =>
    check.success ? undefined : check.error.issues.find((issue) => issue.path[0] === field)?.message;
  // The server answers the same for a past date; said here first, in the reader's words.
  const dueProblem =
    problem('dueDate') ?? (dueDate && dueDate < today ? 'checklist.dueDate.past' : undefined);

  const submit = async () => {
    setSubmitted(true);
    if (!check.success || dueProblem || uploading || request.isPending) return;
    try {
      const { id } = await request.mutateAsync(body);
      toast.success(
        t('cases.checklist.request.done', { name: body.documentName }),
        t('cases.checklist.heading'),
      );
      onRequested(id);
    } catch (error) {
      toast.error(failureMessage(error), t('cases.checklist.request.title'));
    }
  };

  return (
    <form
      noValidate
      className="border rounded p-3 mb-3"
      aria-labelledby="request-document-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="request-document-title" className="h6">
        {t('cases.checklist.request.title')}
      </h3>
      <FieldShell
        label={t('cases.checklist.request.name')}
        required
        error={problem('documentName')}
        showError={submitted}
      >
        {(control) => (
          <input
            {...control}
            maxLength={200}
            autoComplete="off"
            value={documentName}
            onChange={(event) => setDocumentName(event.target.value)}
          />
        )}
      </FieldShell>
      <FieldShell
        label={t('cases.checklist.request.description')}
        hint={t('cases.checklist.request.descriptionHint')}
        error={problem('description')}
        showError={submitted}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={1000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FieldShell>
      <FileUpload
        kind="template"
        label={t('cases.checklist.request.template')}
        value={template}
        onChange={setTemplate}
        onBusyChange={setUploading}
      />
      <FieldShell label={t('cases.checklist.request.dueDate')} error={dueProblem} showError={submitted}>
        {(control) => (
          <input
            {...control}
            type="date"
            min={today}
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
          />
        )}
      </FieldShell>
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
  );
}
