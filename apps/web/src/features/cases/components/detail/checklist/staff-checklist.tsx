import { type CaseChecklist, CHECKLIST_STATES } from '@docket/contract';
import FilePlus from 'lucide-react/icons/file-plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNeeded, staffOrder } from './checklist-rules';
import { RequestDocumentForm } from './request-document-form';
import { SendReminderButton } from './send-reminder-button';
import { StaffItemCard } from './staff-item-card';
import { useLinkedItemFocus } from './use-item-focus';

interface StaffChecklistProps {
  caseId: number;
  clientName: string;
  checklist: CaseChecklist;
  /** Staff of a case that is not closed: review, ask for documents, remind (CASE_CLOSED otherwise). */
  canReview: boolean;
  /** The case is open to new documents (not closed) and the server lets this person add them. */
  canUpload: boolean;
  focusItem: (itemId: number) => void;
}

/** The firm's view: the counts, "Ask for a document", "Send a reminder now", then every item, work first. */
export function StaffChecklist({
  caseId,
  clientName,
  checklist,
  canReview,
  canUpload,
  focusItem,
}: StaffChecklistProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  useLinkedItemFocus(checklist.items);
  const counts = CHECKLIST_STATES.filter((state) => checklist.counts[state] > 0);
  return (
    <>
      {counts.length > 0 ? (
        <ul className="list-inline small mb-3" aria-label={t('cases.checklist.staff.counts')}>
          {counts.map((state) => (
            <li key={state} className="list-inline-item">
              {t(`cases.checklist.staff.count.${state}`, { count: checklist.counts[state] })}
            </li>
          ))}
        </ul>
      ) : null}
      {canReview ? (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <button
            type="button"
            className="btn btn-primary checklist-action"
            aria-expanded={asking}
            onClick={() => setAsking((value) => !value)}
          >
            <FilePlus size={16} aria-hidden="true" className="me-1" />
            {t('cases.checklist.request.open')}
          </button>
          {checklist.items.some(isNeeded) ? (
            <SendReminderButton caseId={caseId} clientName={clientName} />
          ) : null}
        </div>
      ) : null}
      {canReview && asking ? (
        <RequestDocumentForm
          caseId={caseId}
          onCancel={() => setAsking(false)}
          onRequested={(itemId) => {
            setAsking(false);
            focusItem(itemId);
          }}
        />
      ) : null}
      {checklist.items.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('cases.checklist.staff.empty')}</p>
      ) : (
        <ul className="list-unstyled checklist-cards mb-0">
          {staffOrder(checklist.items).map((item) => (
            <li key={item.id}>
              <StaffItemCard
                caseId={caseId}
                item={item}
                canReview={canReview}
                canUpload={canUpload}
                onSent={focusItem}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
