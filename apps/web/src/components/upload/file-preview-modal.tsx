import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from './use-object-url';

interface FilePreviewModalProps {
  blob: Blob;
  kind: 'pdf' | 'image';
  title: string;
  fileName: string;
  onClose: () => void;
  onDownload: () => void;
}

/** Shows a fetched PDF or picture from an object URL, revoked when the preview closes. */
export function FilePreviewModal({
  blob,
  kind,
  title,
  fileName,
  onClose,
  onDownload,
}: FilePreviewModalProps) {
  const { t } = useTranslation();
  const url = useObjectUrl(blob);

  return (
    <Modal show onHide={onClose} size="xl" centered aria-labelledby="file-preview-title">
      <Modal.Header closeButton closeLabel={t('a11y.close')}>
        <Modal.Title id="file-preview-title" as="h2" className="h5 text-break">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {url && kind === 'pdf' ? (
          <iframe
            className="file-preview-frame"
            src={url}
            title={t('upload.previewOf', { name: fileName })}
          />
        ) : null}
        {url && kind === 'image' ? <img className="file-preview-image" src={url} alt={fileName} /> : null}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-success" onClick={onDownload}>
          {t('upload.download')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('upload.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
