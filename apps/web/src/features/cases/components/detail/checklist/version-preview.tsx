import type { ChecklistVersion } from '@docket/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileActions } from '@/components/upload/file-actions';
import { FileName } from '@/components/upload/file-name';
import { previewKind } from '@/components/upload/file-rules';
import { fetchFile } from '@/components/upload/file-transfer';
import { useObjectUrl } from '@/components/upload/use-object-url';
import { failureMessage } from '@/lib/error-messages';

interface VersionPreviewProps {
  version: ChecklistVersion;
  documentName: string;
}

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
  const [blob, setBlob] = useState<Blob | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const url = useObjectUrl(blob);

  useEffect(() => {
    if (!kind || !wanted) return;
    const controller = new AbortController();
    fetchFile({ type: 'case-document', filePath: version.filePath }, true, controller.signal).then(
      (file) => {
        if (!controller.signal.aborted) setBlob(file);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(failureMessage(error));
      },
    );
    return () => controller.abort();
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
        <FileName name={version.fileName} className="small" />
        {actions}
      </div>
      {!kind ? <p className="small text-body-secondary mb-0">{t('cases.checklist.preview.none')}</p> : null}
      {kind && !wanted ? (
        <button type="button" className="btn btn-outline-secondary" onClick={() => setWanted(true)}>
          {t('cases.checklist.preview.show')}
        </button>
      ) : null}
      {kind && wanted && !url && failure === null ? (
        <p className="small text-body-secondary mb-0" role="status">
          {t('cases.checklist.preview.loading')}
        </p>
      ) : null}
      {failure !== null ? (
        <div className="alert alert-warning mb-0" role="alert">
          {failure}
        </div>
      ) : null}
      {url && kind === 'pdf' ? (
        <iframe
          className="checklist-preview-frame"
          src={url}
          title={t('upload.previewOf', { name: `${documentName}: ${version.fileName}` })}
        />
      ) : null}
      {url && kind === 'image' ? (
        <img
          className="checklist-preview-image"
          src={url}
          alt={t('upload.previewOf', { name: `${documentName}: ${version.fileName}` })}
        />
      ) : null}
    </div>
  );
}
