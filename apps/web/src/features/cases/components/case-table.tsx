import type { CaseListItem } from '@docket/contract';
import Eye from 'lucide-react/icons/eye';
import UserPlus from 'lucide-react/icons/user-plus';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortableHeader, type SortState } from '../../../components/data-table/sortable-header';
import { SupportTypeBadge } from '../../../components/support-type-badge';
import { formatDate } from '../../../lib/format';
import { StageBadge } from './stage-badge';
import { StatusBadge } from './status-badge';

interface CaseTableProps {
  cases: CaseListItem[];
  /** The row number of the first case on this page. */
  firstRow: number;
  sort: SortState;
  onSort: (column: string) => void;
  canAssign: boolean;
  onAssign: (item: CaseListItem) => void;
  /** Staff read the stage as "Waiting for documents from the client", a client as "… from you". */
  isStaff: boolean;
}

export function CaseTable({ cases, firstRow, sort, onSort, canAssign, onAssign, isStaff }: CaseTableProps) {
  const { t } = useTranslation();
  const header = (column: string, labelKey: string) => (
    <SortableHeader column={column} label={t(labelKey)} sort={sort} onSort={onSort} />
  );
  return (
    <div className="case-table-wrapper">
      <table className="table table-hover align-middle mb-0 case-table">
        <thead className="table-light">
          <tr>
            {header('id', 'cases.list.number')}
            {header('caseTypeName', 'cases.caseType')}
            {header('clientName', 'cases.client')}
            {header('solicitorName', 'cases.solicitor')}
            {header('supportType', 'cases.supportType')}
            {header('createdAt', 'cases.createdAt')}
            {header('status', 'cases.status')}
            <th scope="col">{t('cases.list.documents')}</th>
            <th scope="col">{t('cases.list.action')}</th>
          </tr>
        </thead>
        <tbody>
          {cases.map((item, index) => (
            <CaseRow
              key={item.id}
              item={item}
              number={firstRow + index}
              canAssign={canAssign}
              onAssign={onAssign}
              isStaff={isStaff}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CaseRowProps extends Pick<CaseTableProps, 'canAssign' | 'onAssign' | 'isStaff'> {
  item: CaseListItem;
  number: number;
}

/** One case: drawn again only when its own props change, as the list's slices arrive (useInSlices). */
const CaseRow = memo(function CaseRow({ item, number, canAssign, onAssign, isStaff }: CaseRowProps) {
  const { t, i18n } = useTranslation();
  return (
    <tr>
      <td>{number}</td>
      <td>
        <Link to={`/case/${item.id}`} className="fw-semibold">
          {item.caseTypeName}
        </Link>
      </td>
      <td>{item.clientName}</td>
      <td>
        {item.solicitorName ? (
          item.solicitorName
        ) : canAssign ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary text-nowrap"
            onClick={() => onAssign(item)}
          >
            <UserPlus size={14} aria-hidden="true" className="me-1" />
            {t('cases.assign.button')}
          </button>
        ) : (
          <span className="text-body-secondary">{t('cases.notAssigned')}</span>
        )}
      </td>
      <td>
        <SupportTypeBadge value={item.supportType} t={t} />
      </td>
      <td className="text-nowrap">{formatDate(item.createdAt, i18n.language)}</td>
      <td>
        <StatusBadge status={item.status} t={t} />
      </td>
      <td className="case-stage-cell">
        <StageBadge stage={item.stage} isStaff={isStaff} t={t} />
      </td>
      <td>
        <Link
          to={`/case/${item.id}`}
          className="btn btn-sm btn-outline-primary"
          aria-label={t('cases.list.viewCase', { id: item.id, name: item.caseTypeName })}
        >
          <Eye size={16} aria-hidden="true" />
        </Link>
      </td>
    </tr>
  );
});
