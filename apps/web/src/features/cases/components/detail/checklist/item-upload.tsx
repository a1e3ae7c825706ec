import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { FileUpload } from '@/components/upload/file-upload';
import type { UploadedFile } from '@/components/upload/upload-file';
import { useUploadChecklistDocument } from '@/features/cases/api/upload-checklist-document';
import { failureMessage } from '@/lib/error-messages';

interface ItemUploadProps {
  caseId: number;
  itemId: number;
  itemName: string;
  /** The control's legend, e.g. "Send your Passport". */
  label: string;
  /** The item has its new version: the checklist moves it, and the focus may follow it. */
  onSent: (itemId: number) => void;
}

/**
 * One document's upload against its checklist item: the upload control with its progress bar, and
 * as soon as the file is up, the item's new version. A failure keeps the file so it can be sent again.
 */
export function ItemUpload({ caseId, itemId, itemName, label, onSent }: ItemUploadProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const attach = useUploadChecklistDocument(caseId);
  const [staged, setStaged] = useState<UploadedFile | null>(null);
  // Remounting the control after a save empties it.
  const [round, setRound] = useState(0);

  // The last attempt's failure, until the next attempt starts.
  const error = attach.error ? failureMessage(attach.error) : null;

  const send = async (file: UploadedFile) => {
    try {
      await attach.mutateAsync({ itemId, filePath: file.filePath, fileName: file.fileName });
      toast.success(t('cases.checklist.upload.sent', { name: itemName }), t('cases.checklist.heading'));
      setStaged(null);
      setRound((value) => value + 1);
      onSent(itemId);
    } catch {
      // Shown below, from the mutation's error; the staged file stays for Try again.
    }
  };

  return (
    <div className="checklist-upload">
      <FileUpload
        key={round}
        kind="case-document"
        advise
        label={label}
        value={staged}
        onChange={(file) => {
          setStaged(file);
          if (file) void send(file);
        }}
      />
      {attach.isPending ? (
        <p className="small text-body-secondary" role="status">
          {t('cases.checklist.upload.sending')}
        </p>
      ) : null}
      {error ? (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>{error}</span>
          {staged ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => void send(staged)}
              disabled={attach.isPending}
            >
              {t('cases.checklist.upload.tryAgain')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
