import type { CaseType } from '@docket/contract';
import Eye from 'lucide-react/icons/eye';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataList, type ListColumn } from '@/components/data-table/data-list';
import { SupportTypeBadge } from '@/components/support-type-badge';

interface CaseTypesTableProps {
  caseTypes: CaseType[];
  canManage: boolean;
  onDelete: (caseType: CaseType) => void;
}

const countOrDash = (count: number) => (count > 0 ? String(count) : '-');

/** The spec's case type columns; edit and delete only for those who may manage case types. */
export function CaseTypesTable({ caseTypes, canManage, onDelete }: CaseTypesTableProps) {
  const { t } = useTranslation();
  const columns = useMemo((): ListColumn<CaseType>[] => {
    const yesNo = (value: boolean) => (value ? t('caseTypes.yes') : t('caseTypes.no'));
    return [
      { id: 'number', label: '#', card: 'none', cell: (_, row) => row },
      {
        id: 'name',
        label: t('caseTypes.name'),
        card: 'title',
        cell: (caseType) => (
          <Link to={`/case-type-detail/${caseType.id}`} className="fw-semibold">
            {caseType.caseTypeName}
          </Link>
        ),
      },
      {
        id: 'eligibility',
        label: t('caseTypes.eligibilityRequired'),
        cell: (caseType) => yesNo(caseType.requiresEligibilityDocuments),
      },
      {
        id: 'supportDocuments',
        label: t('caseTypes.supportDocumentsRequired'),
        cell: (caseType) => yesNo(caseType.requiresSupportTypeDocuments),
      },
      {
        id: 'supportTypes',
        label: t('caseTypes.allowedSupportTypes'),
        cell: (caseType) => (
          <span className="d-inline-flex flex-wrap gap-1">
            {caseType.allowedSupportTypes.map((value) => (
              <SupportTypeBadge key={value} value={value} t={t} />
            ))}
          </span>
        ),
      },
      {
        id: 'required',
        label: t('caseTypes.requiredDocuments'),
        cell: (caseType) => countOrDash(caseType.requiredDocuments.length),
      },
      {
        id: 'eligibilityDocuments',
        label: t('caseTypes.eligibilityDocuments'),
        cell: (caseType) => countOrDash(caseType.eligibilityDocuments.length),
      },
      {
        id: 'action',
        label: t('caseTypes.action'),
        card: 'actions',
        cell: (caseType) => (
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
        ),
      },
    ];
  }, [t, canManage, onDelete]);
  return (
    <DataList
      caption={t('pages.caseTypes')}
      items={caseTypes}
      keyOf={(caseType) => caseType.id}
      columns={columns}
    />
  );
}
