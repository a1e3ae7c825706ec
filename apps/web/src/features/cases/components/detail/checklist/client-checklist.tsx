import type { ChecklistItem } from '@docket/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInSlices } from '@/lib/use-in-slices';
import { isNeeded } from './checklist-rules';
import { ClientItemCard } from './client-item-card';
import { useLinkedItemFocus } from './use-item-focus';

interface ClientChecklistProps {
  caseId: number;
  items: ChecklistItem[];
  /** The case takes uploads (it is not closed, and the server lets this person add documents). */
  canUpload: boolean;
  onSent: (itemId: number) => void;
  /** Called once every card is drawn: what follows the checklist on the page comes only then. */
  onDrawn?: () => void;
}

/** Cards drawn per task: each may carry an upload control; two keep a task of a throttled phone short. */
const CARDS_PER_TASK = 2;

/**
 * The client's view, what she must do first: the documents needed (each with its reason and one
 * upload), then those she may also send, then what is with the firm, then what is settled. The
 * cards are drawn a couple per task, in that order (useInSlices): what she must send is on the
 * screen first, and a phone's main thread is never held for the whole list.
 */
export function ClientChecklist({ caseId, items, canUpload, onSent, onDrawn }: ClientChecklistProps) {
  const { t } = useTranslation();
  const needed = items.filter(isNeeded);
  const optional = items.filter((item) => item.state === 'Missing' && !item.isRequired);
  const withFirm = items.filter((item) => item.state === 'AwaitingReview');
  const settled = items.filter((item) => item.state === 'Accepted' || item.state === 'Waived');
  const ordered = [...needed, ...optional, ...withFirm, ...settled];
  const drawnCards = useInSlices(ordered, caseId, CARDS_PER_TASK);
  const drawn = new Set(drawnCards);
  useLinkedItemFocus(drawnCards);
  const allDrawn = drawnCards.length === ordered.length;
  useEffect(() => {
    if (allDrawn) onDrawn?.();
  }, [allDrawn, onDrawn]);

  const group = (list: ChecklistItem[], uploads: boolean) => (
    <ul className="list-unstyled checklist-cards">
      {list
        .filter((item) => drawn.has(item))
        .map((item) => (
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
      {optional.some((item) => drawn.has(item)) ? (
        <>
          <h3 className="h6 mt-4">{t('cases.checklist.client.optional')}</h3>
          <p className="small text-body-secondary">{t('cases.checklist.client.optionalHint')}</p>
          {group(optional, true)}
        </>
      ) : null}
      {withFirm.some((item) => drawn.has(item)) ? (
        <>
          <h3 className="h6 mt-4">{t('cases.checklist.client.withFirm', { number: withFirm.length })}</h3>
          {group(withFirm, false)}
        </>
      ) : null}
      {settled.some((item) => drawn.has(item)) ? (
        <>
          <h3 className="h6 mt-4">{t('cases.checklist.client.settled', { number: settled.length })}</h3>
          {group(settled, false)}
        </>
      ) : null}
    </>
  );
}
