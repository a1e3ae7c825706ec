import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FailureAlert } from '@/components/failure-alert';
import { isApiError } from '@/lib/api-error';
import { caseSection } from '@/lib/case-sections';
import { usePageTitle } from '@/lib/page-title';
import { routeId } from '@/lib/route-id';
import { isStaffRole } from '@/lib/session';
import { useSessionUser } from '@/lib/use-session';
import { useCase } from '../api/get-case';
import { usePrefetchCaseChecklist } from '../api/get-case-checklist';
import { CaseSummary } from '../components/detail/case-summary';
import { CaseTimeline } from '../components/detail/case-timeline';
import { CaseChecklistSection } from '../components/detail/checklist/case-checklist';
import '../cases.css';

// The notes and the attached documents carry forms (react-hook-form, the contract's schemas): they
// load when their section is first opened, not with the page a client opens to send her documents.
const CaseNotes = lazy(() =>
  import('../components/detail/case-notes').then((module) => ({ default: module.CaseNotes })),
);
const CaseDocuments = lazy(() =>
  import('../components/detail/case-documents').then((module) => ({ default: module.CaseDocuments })),
);

const SECTIONS = ['detail', 'description', 'keyDates', 'tasks', 'notes', 'documents', 'timeline'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (key: unknown): key is Section => SECTIONS.includes(key as Section);

/** A section's content, drawn from the first time its section is opened. */
function OpenedOnce({ shown, children }: { shown: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <Suspense fallback={<p className="text-body-secondary mb-0">{t('common.loading')}</p>}>
      {children}
    </Suspense>
  );
}

/**
 * One case: its document checklist first (what is needed, what waits for review), then the spec's
 * sections in an accordion with one open at a time.
 */
export function CaseDetailPage() {
  const { t } = useTranslation();
  usePageTitle('pages.caseDetail');
  const id = routeId(useParams().id);
  const user = useSessionUser();
  const isStaff = isStaffRole(user?.role);
  const { data: detail, error, isPending } = useCase(id);
  usePrefetchCaseChecklist(id);
  const [open, setOpen] = useState<Section | null>('detail');
  // A section's content is drawn when it is first opened, then kept (a half-written note stays):
  // drawn closed, the forms of the notes and documents were most of the page's longest task.
  const [opened, setOpened] = useState<ReadonlySet<Section>>(() => new Set(['detail']));
  const select = (key: unknown) => {
    const section = isSection(key) ? key : null;
    setOpen(section);
    if (section && !opened.has(section)) setOpened(new Set(opened).add(section));
  };
  // The sections follow the checklist once it is drawn: drawn before it, a phone's whole screen of
  // them was pushed down as the checklist arrived (Lighthouse counted a layout shift of 0.6).
  const [checklistDrawn, setChecklistDrawn] = useState(false);
  const onChecklistDrawn = useCallback(() => setChecklistDrawn(true), []);
  // Another client's case answers 404 exactly like a missing one; both read "Case not found".
  const notFound = id === null || (isApiError(error) && error.status === 404);
  // Key dates come from their own feature, each part in its own chunk (lib/case-sections.ts).
  const KeyDates = isStaff ? caseSection('keyDates') : null;
  const ClientNextDates = isStaff ? null : caseSection('clientNextDates');
  const Tasks = isStaff ? caseSection('tasks') : null;

  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-heading" className="h4 mb-0 text-break">
          {detail
            ? t('cases.detail.heading', { id: detail.id, name: detail.caseTypeName })
            : t('pages.caseDetail')}
        </h1>
        <Link to="/cases" className="btn btn-link px-0">
          {t('cases.backToList')}
        </Link>
      </div>
      {notFound ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{t('cases.detail.notFound')}</p>
          <Link to="/cases" className="alert-link">
            {t('cases.backToList')}
          </Link>
        </div>
      ) : null}
      <FailureAlert error={notFound ? null : error} />
      {isPending && !notFound ? <p className="text-body-secondary">{t('common.loading')}</p> : null}
      {detail ? <CaseChecklistSection detail={detail} isStaff={isStaff} onDrawn={onChecklistDrawn} /> : null}
      {detail && checklistDrawn && ClientNextDates ? (
        <Suspense fallback={null}>
          <ClientNextDates caseId={detail.id} />
        </Suspense>
      ) : null}
      {detail && checklistDrawn ? (
        <Accordion activeKey={open} onSelect={select}>
          <Accordion.Item eventKey="detail">
            <Accordion.Header as="h2">{t('cases.detail.sections.detail')}</Accordion.Header>
            <Accordion.Body>
              <OpenedOnce shown={opened.has('detail')}>
                <CaseSummary detail={detail} />
              </OpenedOnce>
            </Accordion.Body>
          </Accordion.Item>
          <Accordion.Item eventKey="description">
            <Accordion.Header as="h2">{t('cases.detail.sections.description')}</Accordion.Header>
            <Accordion.Body>
              <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                {detail.description || t('cases.detail.noDescription')}
              </p>
            </Accordion.Body>
          </Accordion.Item>
          {KeyDates ? (
            <Accordion.Item eventKey="keyDates">
              <Accordion.Header as="h2">{t('keyDates.title')}</Accordion.Header>
              <Accordion.Body>
                <OpenedOnce shown={opened.has('keyDates')}>
                  <KeyDates caseId={detail.id} />
                </OpenedOnce>
              </Accordion.Body>
            </Accordion.Item>
          ) : null}
          {Tasks ? (
            <Accordion.Item eventKey="tasks">
              <Accordion.Header as="h2">{t('tasks.title')}</Accordion.Header>
              <Accordion.Body>
                <OpenedOnce shown={opened.has('tasks')}>
                  <Tasks caseId={detail.id} />
                </OpenedOnce>
              </Accordion.Body>
            </Accordion.Item>
          ) : null}
          <Accordion.Item eventKey="notes">
            <Accordion.Header as="h2">{t('cases.detail.sections.notes')}</Accordion.Header>
            <Accordion.Body>
              <OpenedOnce shown={opened.has('notes')}>
                <CaseNotes caseId={detail.id} isStaff={isStaff} />
              </OpenedOnce>
            </Accordion.Body>
          </Accordion.Item>
          <Accordion.Item eventKey="documents">
            <Accordion.Header as="h2">{t('cases.detail.sections.documents')}</Accordion.Header>
            <Accordion.Body>
              <OpenedOnce shown={opened.has('documents')}>
                <CaseDocuments detail={detail} />
              </OpenedOnce>
            </Accordion.Body>
          </Accordion.Item>
          <Accordion.Item eventKey="timeline">
            <Accordion.Header as="h2">{t('cases.detail.sections.timeline')}</Accordion.Header>
            <Accordion.Body>
              <OpenedOnce shown={opened.has('timeline')}>
                <CaseTimeline caseId={detail.id} enabled={open === 'timeline'} />
              </OpenedOnce>
            </Accordion.Body>
          </Accordion.Item>
        </Accordion>
      ) : null}
    </section>
  );
}

export { CaseDetailPage as Component };
