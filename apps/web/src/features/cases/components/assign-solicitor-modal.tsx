import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { useAssignSolicitor } from '../api/assign-solicitor';
import { useSolicitors } from '../api/get-solicitors';

interface AssignSolicitorModalProps {
  caseId: number | null;
  currentSolicitorId?: string | null;
  onClose: () => void;
}

/** Assign or change a case's solicitor; the modal closes on success and on failure (spec). */
export function AssignSolicitorModal({ caseId, currentSolicitorId, onClose }: AssignSolicitorModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const selectId = useId();
  const show = caseId !== null;
  const solicitors = useSolicitors(show);
  const assign = useAssignSolicitor();
  const [chosen, setChosen] = useState('');
  const selected = chosen || currentSolicitorId || '';

  const close = () => {
    setChosen('');
    onClose();
  };

  const submit = async () => {
    if (caseId === null || !selected) return;
    try {
      await assign.mutateAsync({ caseId, solicitorId: selected });
      toast.success(t('cases.assign.success'), t('cases.assign.title'));
    } catch (error) {
      toast.error(failureMessage(error), t('cases.assign.failureTitle'));
    } finally {
      close();
    }
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('a11y.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('cases.assign.heading')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <label htmlFor={selectId} className="form-label">
          {t('cases.solicitor')}
        </label>
        <select
          id={selectId}
          className="form-select"
          value={selected}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{t('cases.assign.choose')}</option>
          {(solicitors.data ?? []).map((solicitor) => (
            <option key={solicitor.id} value={solicitor.id}>
              {solicitor.fullName} (<Ltr>{solicitor.email}</Ltr>)
            </option>
          ))}
        </select>
        {solicitors.error ? (
          <div className="text-danger small mt-2" role="alert">
            {failureMessage(solicitors.error)}
          </div>
        ) : null}
        {solicitors.data?.length === 0 ? (
          <p className="small text-body-secondary mt-2 mb-0">{t('cases.assign.none')}</p>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void submit()}
          disabled={!selected || assign.isPending}
        >
          {t('cases.assign.assign')}
        </button>
        <button type="button" className="btn btn-light" onClick={close}>
          {t('cases.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
