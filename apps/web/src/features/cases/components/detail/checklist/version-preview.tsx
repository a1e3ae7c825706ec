import { API, type ChecklistVersion } from '@docket/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileActions } from '../../../../../components/upload/file-actions';
import { previewKind } from '../../../../../components/upload/file-rules';
import { failureMessage } from '../../../../../lib/error-messages';
import { downloadBlob } from '../../../../../lib/transfer';

interface VersionPreviewProps {
  version: ChecklistVersion;
  documentName: string;
}

type Loaded =
  | { state: 'idle' | 'loading' }
  | { state: 'ready'; url: string }
  | { state: 'failed'; message: string };

/**
 * The current version beside the review controls: a PDF in a frame, a photo as an image, from the
 * file's bytes (fetched with the session's token) as an object address revoked when it goes. Word
 * files have no preview, only Download. It loads on request, never by itself: every read of a
 * client's document is written to the case's log, and a long checklist should not fill it with
 * reads nobody made.
 */
export function VersionPreview({ version, documentName }: VersionPreviewProps) {
  const { t } = useTranslation();
  const kind = previewKind(version.fileName, version.contentType);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' });

  useEffect(() => {
    if (!kind || !wanted) return;
    const controller = new AbortController();
    let url: string | null = null;
    setLoaded({ state: 'loading' });
    downloadBlob(
      API.downloadFile,
      { query: { inline: true }, headers: { filepath: version.filePath, requestedside: 'Admin' } },
      controller.signal,
    ).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setLoaded({ state: 'ready', url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed', message: failureMessage(error) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [kind, wanted, version.filePath]);

  const actions = (
    <FileActions
      source={{ type: 'case-document', filePath: version.filePath }}
      fileName={version.fileName}
      contentType={version.contentType}
      label={t('cases.checklist.fileOf', { name: documentName })}
    />
  );

  return (
    <div className="checklist-preview">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="file-upload-name small">{version.fileName}</span>
        {actions}
      </div>
      {!kind ? <p className="small text-body-secondary mb-0">{t('cases.checklist.preview.none')}</p> : null}
      {kind && !wanted ? (
        <button type="button" className="btn btn-outline-secondary" onClick={() => setWanted(true)}>
          {t('cases.checklist.preview.show')}
        </button>
      ) : null}
      {kind && loaded.state === 'loading' ? (
        <p className="small text-body-secondary mb-0" role="status">
          {t('cases.checklist.preview.loading')}
        </p>
      ) : null}
      {loaded.state === 'failed' ? (
        <div className="alert alert-warning mb-0" role="alert">
          {loaded.message}
        </div>
      ) : null}
      {loaded.state === 'ready' && kind === 'pdf' ? (
        <iframe
          className="checklist-preview-frame"
          src={loaded.url}
          title={t('upload.previewOf', { name: `${documentName}: ${version.fileName}` })}
        />
      ) : null}
      {loaded.state === 'ready' && kind === 'image' ? (
        <img
          className="checklist-preview-image"
          src={loaded.url}
          alt={t('upload.previewOf', { name: `${documentName}: ${version.fileName}` })}
        />
      ) : null}
    </div>
  );
}
