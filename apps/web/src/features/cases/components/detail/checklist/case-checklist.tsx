import type { CaseDetail } from '@docket/contract';
import { lazy, memo, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/failure-alert';
import { StageBadge } from '@/components/stage-badge';
import { useCaseChecklist } from '@/features/cases/api/get-case-checklist';
import { ClientChecklist } from './client-checklist';
import { useItemFocus } from './use-item-focus';

// The review, the previews and the request form are the firm's: a client's phone does not load them.
const loadStaffChecklist = () => import('./staff-checklist');
const StaffChecklist = lazy(() =>
  loadStaffChecklist().then((module) => ({ default: module.StaffChecklist })),
);

/** Says, once it is drawn, that the checklist's content is on the screen (its place is known). */
function Drawn({ onDrawn }: { onDrawn?: () => void }) {
  useEffect(() => onDrawn?.(), [onDrawn]);
  return null;
}

/**
 * The case's documents, leading the page: the stage in words, then for the client what is needed
 * first, for the firm every item with its review. What each may do follows the case's permissions;
 * the server checks again on every call. Memoised: the sections the page adds below it once it is
 * drawn do not draw every item and upload control again.
 */
export const CaseChecklistSection = memo(function CaseChecklistSection({
  detail,
  isStaff,
  onDrawn,
}: {
  detail: CaseDetail;
  isStaff: boolean;
  /** Called once the items (or the failure) are drawn: the page shows what follows only then. */
  onDrawn?: () => void;
}) {
  const { t } = useTranslation();
  const checklist = useCaseChecklist(detail.id);
  const data = checklist.data;
  const focusItem = useItemFocus(data);
  const isClosed = detail.status === 'Closed';
  // Uploads, reviews and requests on a closed case are refused (CASE_CLOSED): none are offered.
  const canUpload = detail.permissions.addDocument && !isClosed;
  const canReview = detail.permissions.reviewDocuments && !isClosed;
  // The firm's checklist, with its forms, downloads while the checklist is asked for, not after.
  useEffect(() => {
    if (isStaff) void loadStaffChecklist();
  }, [isStaff]);

  return (
    <section className="card checklist mb-3" aria-labelledby="checklist-heading">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 id="checklist-heading" className="h5 mb-0">
            {t('cases.checklist.heading')}
          </h2>
          <StageBadge stage={data?.stage ?? detail.stage} isStaff={isStaff} t={t} />
        </div>
        {isClosed ? <p className="alert alert-secondary">{t('cases.checklist.closed')}</p> : null}
        <FailureAlert error={checklist.error} />
        {checklist.error ? <Drawn onDrawn={onDrawn} /> : null}
        {checklist.isPending ? <p className="text-body-secondary mb-0">{t('common.loading')}</p> : null}
        {data && isStaff ? (
          <Suspense fallback={<p className="text-body-secondary mb-0">{t('common.loading')}</p>}>
            <StaffChecklist
              caseId={detail.id}
              clientName={detail.clientName}
              checklist={data}
              canReview={canReview}
              canUpload={canUpload}
              focusItem={focusItem}
            />
            <Drawn onDrawn={onDrawn} />
          </Suspense>
        ) : null}
        {data && !isStaff ? (
          <ClientChecklist
            caseId={detail.id}
            items={data.items}
            canUpload={canUpload}
            onSent={focusItem}
            onDrawn={onDrawn}
          />
        ) : null}
      </div>
    </section>
  );
});
