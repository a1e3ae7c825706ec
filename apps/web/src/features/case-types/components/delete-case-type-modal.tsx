import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface DeleteCaseTypeModalProps {
  show: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The spec's confirmation: "Are you sure you want to delete this case type?" with Delete Now and Close. */
export function DeleteCaseTypeModal({ show, busy, onConfirm, onClose }: DeleteCaseTypeModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('a11y.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('caseTypes.deleteTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('caseTypes.deleteConfirm')}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {t('caseTypes.deleteNow')}
        </button>
        <button type="button" className="btn btn-light" onClick={onClose}>
          {t('caseTypes.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
