import { type DocumentDefinition, intlLocale } from '@docket/contract';
import Pencil from 'lucide-react/icons/pencil';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SupportTypeBadge } from '@/components/support-type-badge';
import { FileActions } from '@/components/upload/file-actions';
import { WithKeyDateTexts } from '@/components/with-key-date-texts';
import { failureMessage } from '@/lib/error-messages';
import { usePageTitle } from '@/lib/page-title';
import { routeId } from '@/lib/route-id';
import { isStaffRole } from '@/lib/session';
import { useSessionUser } from '@/lib/use-session';
import { useCaseType } from '../api/get-case-type';
import { DocumentCheckSummary } from '../components/document-check-fields';
import { DocumentsTable } from '../components/documents-table';
import { TaskTemplates } from '../components/task-templates';

export function CaseTypeDetailPage() {
  const { t, i18n } = useTranslation();
  usePageTitle('pages.caseTypeDetail');
  const id = routeId(useParams().id);
  const user = useSessionUser();
  const isAdmin = user?.isAdmin ?? false;
  const isStaff = isStaffRole(user?.role);
  const { data: caseType, error } = useCaseType(id);
  // Each saved document: name, Required/Optional badge, description and the template's view and download.
  const definitions = {
    emptyText: t('caseTypes.noDocuments'),
    keyOf: (doc: DocumentDefinition) => doc.id,
    isRequired: (doc: DocumentDefinition) => doc.isRequired,
    template: (doc: DocumentDefinition, inCard: boolean) =>
      doc.templateUrl ? (
        <FileActions
          source={{ type: 'template', key: doc.templateUrl }}
          fileName={doc.orignalFileName ?? doc.documentName}
          label={t('caseTypes.templateOf', { name: doc.documentName })}
          withWords={inCard}
        />
      ) : (
        '-'
      ),
    checks: (doc: DocumentDefinition) => (
      <DocumentCheckSummary checkKind={doc.checkKind} maxAgeMonths={doc.maxAgeMonths} />
    ),
  };

  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-heading" className="h4 mb-0 text-break">
          {caseType?.caseTypeName ?? t('pages.caseTypeDetail')}
        </h1>
        <div className="d-flex gap-2">
          <Link to="/case-type" className="btn btn-link">
            {t('caseTypes.backToList')}
          </Link>
          {isAdmin && caseType ? (
            <Link to={`/create-case-type?id=${caseType.id}`} className="btn btn-primary">
              <Pencil size={16} aria-hidden="true" className="me-1" />
              {t('caseTypes.editDetails')}
            </Link>
          ) : null}
        </div>
      </div>
      {error || id === null ? (
        <div className="alert alert-danger" role="alert">
          {error ? failureMessage(error) : t('caseTypes.notFound')}
        </div>
      ) : null}
      {caseType ? (
        <>
          <div className="card mb-3">
            <div className="card-body">
              <dl className="row mb-0">
                <dt className="col-sm-4">{t('caseTypes.name')}</dt>
                <dd className="col-sm-8 text-break">{caseType.caseTypeName}</dd>
                <dt className="col-sm-4">{t('caseTypes.reminderDays.label')}</dt>
                <dd className="col-sm-8">
                  {caseType.reminderDays.length > 0
                    ? t('caseTypes.reminderDays.summary', {
                        days: new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' }).format(
                          caseType.reminderDays.map(String),
                        ),
                      })
                    : t('caseTypes.reminderDays.none')}
                </dd>
                <dt className="col-sm-4">{t('caseTypes.allowedSupportTypes')}</dt>
                <dd className="col-sm-8 mb-0 d-flex flex-wrap gap-1">
                  {caseType.allowedSupportTypes.map((value) => (
                    <SupportTypeBadge key={value} value={value} t={t} />
                  ))}
                </dd>
              </dl>
              {caseType.isArchived ? (
                <div className="alert alert-secondary mt-3 mb-0">{t('caseTypes.archivedNote')}</div>
              ) : null}
            </div>
          </div>
          <DocumentsTable
            caption={t('caseTypes.requiredDocuments')}
            documents={caseType.requiredDocuments}
            {...definitions}
          />
          <DocumentsTable
            caption={t('caseTypes.eligibilityDocuments')}
            documents={caseType.eligibilityDocuments}
            withSupportType
            {...definitions}
          />
          {isStaff ? (
            <WithKeyDateTexts>
              <TaskTemplates caseTypeId={caseType.id} isAdmin={isAdmin} />
            </WithKeyDateTexts>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export { CaseTypeDetailPage as Component };
