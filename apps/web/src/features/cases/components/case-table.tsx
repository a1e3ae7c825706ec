import type { CaseListItem } from '@docket/contract';
import Eye from 'lucide-react/icons/eye';
import UserPlus from 'lucide-react/icons/user-plus';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataList, type ListColumn } from '@/components/data-table/data-list';
import type { SortState } from '@/components/data-table/sortable-header';
import { useSortTexts } from '@/components/data-table/use-sort-texts';
import { StageBadge } from '@/components/stage-badge';
import { StatusBadge } from '@/components/status-badge';
import { SupportTypeBadge } from '@/components/support-type-badge';
import { formatDate } from '@/lib/format';

interface CaseTableProps {
  cases: CaseListItem[];
  /** The row number of the first case on this page. */
  firstRow: number;
  sort: SortState;
  onSort: (next: SortState) => void;
  canAssign: boolean;
  onAssign: (item: CaseListItem) => void;
  /** Staff read the stage as "Waiting for documents from the client", a client as "… from you". */
  isStaff: boolean;
}

/** The case list: a table on a wide screen; on a phone a card per case, its type, stage, status and Open. */
export function CaseTable({ cases, firstRow, sort, onSort, canAssign, onAssign, isStaff }: CaseTableProps) {
  const { t, i18n } = useTranslation();
  const sortTexts = useSortTexts();
  const columns = useMemo(
    (): ListColumn<CaseListItem>[] => [
      { id: 'number', label: t('cases.list.number'), sort: 'id', card: 'none', cell: (_, row) => row },
      {
        id: 'caseType',
        label: t('cases.caseType'),
        sort: 'caseTypeName',
        card: 'title',
        cell: (item) => (
          <Link to={`/case/${item.id}`} className="fw-semibold">
            {item.caseTypeName}
          </Link>
        ),
      },
      { id: 'client', label: t('cases.client'), sort: 'clientName', cell: (item) => item.clientName },
      {
        id: 'solicitor',
        label: t('cases.solicitor'),
        sort: 'solicitorName',
        cell: (item) =>
          item.solicitorName ? (
            item.solicitorName
          ) : canAssign ? (
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onAssign(item)}>
              <UserPlus size={14} aria-hidden="true" className="me-1" />
              {t('cases.assign.button')}
            </button>
          ) : (
            <span className="text-body-secondary">{t('cases.notAssigned')}</span>
          ),
      },
      {
        id: 'supportType',
        label: t('cases.supportType'),
        sort: 'supportType',
        cell: (item) => <SupportTypeBadge value={item.supportType} t={t} />,
      },
      {
        id: 'createdAt',
        label: t('cases.createdAt'),
        sort: 'createdAt',
        className: 'text-nowrap',
        cell: (item) => formatDate(item.createdAt, i18n.language),
      },
      {
        id: 'status',
        label: t('cases.status'),
        sort: 'status',
        cell: (item) => <StatusBadge status={item.status} t={t} />,
      },
      {
        id: 'stage',
        label: t('cases.list.documents'),
        className: 'case-stage-cell',
        cell: (item) => <StageBadge stage={item.stage} isStaff={isStaff} t={t} />,
      },
      {
        id: 'action',
        label: t('cases.list.action'),
        card: 'actions',
        cell: (item) => (
          <Link
            to={`/case/${item.id}`}
            className="btn btn-sm btn-outline-primary"
            aria-label={t('cases.list.viewCase', { id: item.id, name: item.caseTypeName })}
          >
            <Eye size={16} aria-hidden="true" />
          </Link>
        ),
        cardCell: (item) => (
          <Link to={`/case/${item.id}`} className="btn btn-sm btn-outline-primary">
            <Eye size={16} aria-hidden="true" className="me-1" />
            {t('cases.list.open')}{' '}
            <span className="visually-hidden">
              {t('cases.list.openWhat', { id: item.id, name: item.caseTypeName })}
            </span>
          </Link>
        ),
      },
    ],
    [t, i18n.language, canAssign, onAssign, isStaff],
  );
  return (
    <DataList
      caption={t('pages.cases')}
      items={cases}
      keyOf={(item) => item.id}
      columns={columns}
      firstRow={firstRow}
      sort={sort}
      onSort={onSort}
      sortTexts={sortTexts}
    />
  );
}
