import type { ChecklistItem } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { isNeeded } from './checklist-rules';
import { ClientItemCard } from './client-item-card';
import { useLinkedItemFocus } from './use-item-focus';

interface ClientChecklistProps {
  caseId: number;
  items: ChecklistItem[];
  /** The case takes uploads (it is not closed, and the server lets this person add documents). */
  canUpload: boolean;
  onSent: (itemId: number) => void;
}

/**
 * The client's view, what she must do first: the documents needed (each with its reason and one
 * upload), then those she may also send, then what is with the firm, then what is settled.
 */
export function ClientChecklist({ caseId, items, canUpload, onSent }: ClientChecklistProps) {
  const { t } = useTranslation();
  useLinkedItemFocus(items);
  const needed = items.filter(isNeeded);
  const optional = items.filter((item) => item.state === 'Missing' && !item.isRequired);
  const withFirm = items.filter((item) => item.state === 'AwaitingReview');
  const settled = items.filter((item) => item.state === 'Accepted' || item.state === 'Waived');

  const group = (list: ChecklistItem[], uploads: boolean) => (
    <ul className="list-unstyled checklist-cards">
      {list.map((item) => (
        <li key={item.id}>
          <ClientItemCard
            caseId={caseId}
            item={item}
            canUpload={uploads && canUpload}
            caseTakesUploads={canUpload}
            onSent={onSent}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <h3 className="h5 checklist-needed-heading">
        {needed.length > 0
          ? t('cases.checklist.client.needed', { count: needed.length })
          : t('cases.checklist.client.nothingNeeded')}
      </h3>
      {needed.length > 0 ? group(needed, true) : null}
      {optional.length > 0 ? (
        <>
          <h3 className="h6 mt-4">{t('cases.checklist.client.optional')}</h3>
          <p className="small text-body-secondary">{t('cases.checklist.client.optionalHint')}</p>
          {group(optional, true)}
        </>
      ) : null}
      {withFirm.length > 0 ? (
        <>
          <h3 className="h6 mt-4">{t('cases.checklist.client.withFirm', { number: withFirm.length })}</h3>
          {group(withFirm, false)}
        </>
      ) : null}
      {settled.length > 0 ? (
        <>
          <h3 className="h6 mt-4">{t('cases.checklist.client.settled', { number: settled.length })}</h3>
          {group(settled, false)}
        </>
      ) : null}
    </>
  );
}
