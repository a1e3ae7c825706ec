import type { CaseListItem } from '@docket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '@/components/data-table/list-search';
import { PagedList } from '@/components/data-table/paged-list';
import type { SortState } from '@/components/data-table/sortable-header';
import { useAddressSearch } from '@/components/data-table/use-address-search';
import { useListParams } from '@/components/data-table/use-list-params';
import { FailureAlert } from '@/components/failure-alert';
import { ListPageHeading } from '@/components/list-page-heading';
import { usePageTitle } from '@/lib/page-title';
import { isStaffRole } from '@/lib/session';
import { useSessionUser } from '@/lib/use-session';
import { caseListParams } from '../api/cases-query';
import { useCases } from '../api/get-cases';
import { AssignSolicitorModal } from '../components/assign-solicitor-modal';
import { CaseTable } from '../components/case-table';
import { QueueFilters } from '../components/queue-filters';
import '../cases.css';

/** The case list; page, search and sort live in the address so a reload or a shared link keeps them. */
export function CaseListPage() {
  const { t } = useTranslation();
  usePageTitle('pages.cases');
  const user = useSessionUser();
  const list = useListParams();
  const { params, update, setPage } = list;
  const listParams = caseListParams(params);
  const { sortColumn, sortOrder, status: statusFilter, filter: figureFilter, queue } = listParams;
  const isStaff = isStaffRole(user?.role);
  const search = useAddressSearch(list, 'q');
  const [assigning, setAssigning] = useState<CaseListItem | null>(null);
  const filterLabel = statusFilter
    ? t(`dashboard.figures.${statusFilter.toLowerCase()}`)
    : figureFilter
      ? t(`dashboard.figures.${figureFilter}`)
      : null;

  const { data, error, isPending, isPlaceholderData } = useCases(listParams);

  const onSort = (next: SortState) => update({ sort: next.column, order: next.order, page: null });

  return (
    <section aria-labelledby="page-heading">
      <ListPageHeading
        title={t('pages.cases')}
        create={user ? { to: '/create-case', label: t('cases.list.createNew') } : null}
      />
      <FailureAlert error={error} />
      <div className="card">
        <div className="card-body">
          <ListSearch
            label={t('cases.list.search')}
            placeholder={t('cases.list.searchPlaceholder')}
            value={search.text}
            onChange={search.setText}
          />
          {isStaff ? (
            <QueueFilters queue={queue} onChange={(next) => update({ queue: next, page: null })} />
          ) : null}
          {filterLabel ? (
            <p className="d-flex flex-wrap align-items-center gap-2 mb-3">
              <span>{t('cases.list.filteredBy', { filter: filterLabel })}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => update({ status: null, filter: null, queue: null, page: null })}
              >
                {t('cases.list.clearFilter')}
              </button>
            </p>
          ) : null}
          <PagedList
            page={data}
            pending={isPending}
            stale={isPlaceholderData}
            onPage={setPage}
            textsAt="cases.list"
          >
            {(items, shown) => (
              <CaseTable
                cases={items}
                firstRow={(shown.currentPage - 1) * shown.pageSize + 1}
                sort={{ column: sortColumn, order: sortOrder }}
                onSort={onSort}
                canAssign={user?.isAdmin ?? false}
                onAssign={setAssigning}
                isStaff={isStaff}
              />
            )}
          </PagedList>
        </div>
      </div>
      <AssignSolicitorModal caseId={assigning?.id ?? null} onClose={() => setAssigning(null)} />
    </section>
  );
}

export { CaseListPage as Component };
