import Download from 'lucide-react/icons/download';
import Eye from 'lucide-react/icons/eye';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/lib/error-messages';
import { notify } from '@/lib/notifier';
import { FilePreviewModal } from './file-preview-modal';
import { previewKind } from './file-rules';
import { type FileSource, fetchFile, saveBlob } from './file-transfer';
import './upload.css';

interface FileActionsProps {
  source: FileSource;
  fileName: string;
  contentType?: string;
  /** Names the document in the buttons' accessible names ("View Passport"). */
  label: string;
  /** The buttons say "View" and "Download" beside their icons, where there is room (a phone's card). */
  withWords?: boolean;
}

/** View (inline PDF or picture preview) and download buttons for one stored file. */
export function FileActions({ source, fileName, contentType, label, withWords = false }: FileActionsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);
  const [preview, setPreview] = useState<Blob | null>(null);
  const kind = previewKind(fileName, contentType);

  const run = async (action: 'view' | 'download') => {
    if (busy) return;
    setBusy(action);
    try {
      const blob = await fetchFile(source, action === 'view');
      if (action === 'view') setPreview(blob);
      else saveBlob(blob, fileName);
    } catch (error) {
      notify({ kind: 'error', message: failureMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={`d-inline-flex ${withWords ? 'flex-wrap gap-2' : 'gap-1'}`}>
      {kind ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => void run('view')}
          // Not `disabled`: a disabled button loses the focus, and the preview would hand it back to nothing.
          aria-disabled={busy !== null}
          aria-label={t('upload.viewFile', { name: label })}
          title={t('upload.view')}
        >
          <Eye size={16} aria-hidden="true" />
          {withWords ? <span className="ms-1">{t('upload.view')}</span> : null}
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-sm btn-outline-success"
        onClick={() => void run('download')}
        aria-disabled={busy !== null}
        aria-label={t('upload.downloadFile', { name: label })}
        title={t('upload.download')}
      >
        <Download size={16} aria-hidden="true" />
        {withWords ? <span className="ms-1">{t('upload.download')}</span> : null}
      </button>
      {preview && kind ? (
        <FilePreviewModal
          blob={preview}
          kind={kind}
          title={label}
          fileName={fileName}
          onClose={() => setPreview(null)}
          onDownload={() => saveBlob(preview, fileName)}
        />
      ) : null}
    </div>
  );
}
