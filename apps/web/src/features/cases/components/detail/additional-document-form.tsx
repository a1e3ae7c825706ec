import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast/use-toast';
import { FileUpload } from '../../../../components/upload/file-upload';
import type { UploadedFile } from '../../../../components/upload/upload-file';
import { failureMessage } from '../../../../lib/error-messages';
import { useAddCaseDocument } from '../../api/add-case-document';

/** Adds a document the case type does not ask for (further evidence, a letter from the Home Office). */
export function AdditionalDocumentForm({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const nameId = useId();
  const add = useAddCaseDocument(caseId);
  const [name, setName] = useState('');
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [busy, setBusy] = useState(false);
  // Remounting the upload control after a save empties it.
  const [round, setRound] = useState(0);

  const submit = async () => {
    if (!file || !name.trim()) return;
    try {
      await add.mutateAsync({ filePath: file.filePath, documentName: name.trim() });
      toast.success(t('cases.documents.added', { name: name.trim() }), t('cases.documents.title'));
      setName('');
      setFile(null);
      setRound((value) => value + 1);
    } catch (error) {
      toast.error(failureMessage(error), t('cases.documents.title'));
    }
  };

  return (
    <form
      className="border rounded p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="h6">{t('cases.documents.addAdditional')}</h3>
      <div className="mb-3">
        <label htmlFor={nameId} className="form-label">
          {t('cases.documents.name')}
        </label>
        <input
          id={nameId}
          className="form-control"
          maxLength={200}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <FileUpload
        key={round}
        kind="case-document"
        label={t('cases.documents.file')}
        value={file}
        onChange={setFile}
        onBusyChange={setBusy}
      />
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!file || !name.trim() || busy || add.isPending}
      >
        {t('cases.documents.addButton')}
      </button>
    </form>
  );
}
