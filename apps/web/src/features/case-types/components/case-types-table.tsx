import type { CaseType } from '@docket/contract';
import Eye from 'lucide-react/icons/eye';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SupportTypeBadge } from '../../../components/support-type-badge';

interface CaseTypesTableProps {
  caseTypes: CaseType[];
  canManage: boolean;
  onDelete: (caseType: CaseType) => void;
}

const countOrDash = (count: number) => (count > 0 ? String(count) : '-');

/** The spec's case type columns; edit and delete only for those who may manage case types. */
export function CaseTypesTable({ caseTypes, canManage, onDelete }: CaseTypesTableProps) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('caseTypes.yes') : t('caseTypes.no'));
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle mb-0">
        <thead className="table-light">
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('caseTypes.name')}</th>
            <th scope="col">{t('caseTypes.eligibilityRequired')}</th>
            <th scope="col">{t('caseTypes.supportDocumentsRequired')}</th>
            <th scope="col">{t('caseTypes.allowedSupportTypes')}</th>
            <th scope="col">{t('caseTypes.requiredDocuments')}</th>
            <th scope="col">{t('caseTypes.eligibilityDocuments')}</th>
            <th scope="col">{t('caseTypes.action')}</th>
          </tr>
        </thead>
        <tbody>
          {caseTypes.map((caseType, index) => (
            <tr key={caseType.id}>
              <td>{index + 1}</td>
              <td>
                <Link to={`/case-type-detail/${caseType.id}`} className="fw-semibold text-break">
                  {caseType.caseTypeName}
                </Link>
              </td>
              <td>{yesNo(caseType.requiresEligibilityDocuments)}</td>
              <td>{yesNo(caseType.requiresSupportTypeDocuments)}</td>
              <td>
                <div className="d-flex flex-wrap gap-1">
                  {caseType.allowedSupportTypes.map((value) => (
                    <SupportTypeBadge key={value} value={value} t={t} />
                  ))}
                </div>
              </td>
              <td>{countOrDash(caseType.requiredDocuments.length)}</td>
              <td>{countOrDash(caseType.eligibilityDocuments.length)}</td>
              <td>
                <div className="d-flex gap-1">
                  <Link
                    to={`/case-type-detail/${caseType.id}`}
                    className="btn btn-sm btn-outline-primary"
                    aria-label={t('caseTypes.viewNamed', { name: caseType.caseTypeName })}
                  >
                    <Eye size={16} aria-hidden="true" />
                  </Link>
                  {canManage ? (
                    <>
                      <Link
                        to={`/create-case-type?id=${caseType.id}`}
                        className="btn btn-sm btn-outline-secondary"
                        aria-label={t('caseTypes.editNamed', { name: caseType.caseTypeName })}
                      >
                        <Pencil size={16} aria-hidden="true" />
                      </Link>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        onClick={() => onDelete(caseType)}
                        aria-label={t('caseTypes.deleteNamed', { name: caseType.caseTypeName })}
                      >
                        <Trash2 size={16} aria-hidden="true" />
                      </button>
                    </>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
