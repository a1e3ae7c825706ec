import type { CaseDetail } from '@docket/contract';
import UserPlus from 'lucide-react/icons/user-plus';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { SupportTypeBadge } from '@/components/support-type-badge';
import { formatDate } from '@/lib/format';

// Assignment and the status change are the firm's: a client's phone does not load them (nor the
// status form's react-hook-form and schema) with her case.
const AssignSolicitorModal = lazy(() =>
  import('../assign-solicitor-modal').then((module) => ({ default: module.AssignSolicitorModal })),
);
// Only administrators see a case's legal hold; its dialog's form stays out of everyone else's page.
const LegalHold = lazy(() => import('./legal-hold').then((module) => ({ default: module.LegalHold })));
const StatusControl = lazy(() =>
  import('./status-control').then((module) => ({ default: module.StatusControl })),
);

/** The Case Detail section: who, what, when, with assignment and status change where permitted. */
export function CaseSummary({ detail }: { detail: CaseDetail }) {
  const { t, i18n } = useTranslation();
  const [assigning, setAssigning] = useState(false);
  const rows: [string, ReactNode][] = [
    [t('cases.caseType'), detail.caseTypeName],
    [t('cases.client'), detail.clientName],
    [t('cases.status'), <StatusBadge key="status" status={detail.status} t={t} />],
    [t('cases.createdAt'), formatDate(detail.createdAt, i18n.language)],
    [t('cases.supportType'), <SupportTypeBadge key="support" value={detail.supportType} t={t} />],
  ];
  return (
    <>
      <dl className="row mb-0">
        {rows.map(([label, value]) => (
          <div key={label} className="col-12 d-sm-flex mb-2">
            <dt className="col-sm-4 fw-semibold">{label}</dt>
            <dd className="col-sm-8 mb-0 text-break">{value}</dd>
          </div>
        ))}
        <div className="col-12 d-sm-flex mb-2">
          <dt className="col-sm-4 fw-semibold">{t('cases.solicitor')}</dt>
          <dd className="col-sm-8 mb-0 d-flex flex-wrap align-items-center gap-2">
            <span>{detail.solicitorName ?? t('cases.notAssigned')}</span>
            {detail.permissions.assignSolicitor ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => setAssigning(true)}
              >
                <UserPlus size={14} aria-hidden="true" className="me-1" />
                {detail.solicitorName ? t('cases.assign.change') : t('cases.assign.button')}
              </button>
            ) : null}
          </dd>
        </div>
        {detail.legalHold !== undefined ? (
          <div className="col-12 d-sm-flex mb-2">
            <dt className="col-sm-4 fw-semibold">{t('privacy.hold.label')}</dt>
            <dd className="col-sm-8 mb-0">
              <Suspense fallback={null}>
                <LegalHold
                  caseId={detail.id}
                  caseLabel={`#${detail.id} ${detail.caseTypeName}`}
                  hold={detail.legalHold}
                />
              </Suspense>
            </dd>
          </div>
        ) : null}
      </dl>
      {detail.permissions.changeStatus ? (
        <Suspense fallback={null}>
          <StatusControl caseId={detail.id} status={detail.status} />
        </Suspense>
      ) : null}
      {detail.permissions.assignSolicitor ? (
        <Suspense fallback={null}>
          <AssignSolicitorModal
            caseId={assigning ? detail.id : null}
            currentSolicitorId={detail.solicitorId}
            onClose={() => setAssigning(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
