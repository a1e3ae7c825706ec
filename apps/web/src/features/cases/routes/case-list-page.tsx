import type { CaseListItem } from '@docket/contract';
import { Plus, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPager } from '../../../components/data-table/list-pager';
import { failureMessage } from '../../../lib/error-messages';
import { usePageTitle } from '../../../lib/page-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSessionUser } from '../../../lib/use-session';
import { useCases } from '../api/get-cases';
import { AssignSolicitorModal } from '../components/assign-solicitor-modal';
import { CaseTable } from '../components/case-table';
import '../cases.css';

const PAGE_SIZE = 50;
const STATUS_FILTERS = new Set(['Open', 'Pending', 'Closed']);
const FIGURE_FILTERS = new Set(['unassigned', 'awaitingDocuments']);
const SORTABLE = new Set([
  'createdAt',
  'caseTypeName',
  'clientName',
  'solicitorName',
  'supportType',
  'status',
  'id',
]);

/** The case list; page, search and sort live in the address so a reload or a shared link keeps them. */
export function CaseListPage() {
  const { t } = useTranslation();
  usePageTitle('pages.cases');
  const searchId = useId();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortColumn = SORTABLE.has(params.get('sort') ?? '') ? (params.get('sort') as string) : 'createdAt';
  const sortOrder = params.get('order') === 'asc' ? 'asc' : 'desc';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const searchQuery = useDebouncedValue(search.trim(), 350);
  const [assigning, setAssigning] = useState<CaseListItem | null>(null);
  const statusFilter = STATUS_FILTERS.has(params.get('status') ?? '') ? params.get('status') : null;
  const figureFilter = FIGURE_FILTERS.has(params.get('filter') ?? '') ? params.get('filter') : null;
  const filterLabel = statusFilter
    ? t(`dashboard.figures.${statusFilter.toLowerCase()}`)
    : figureFilter
      ? t(`dashboard.figures.${figureFilter}`)
      : null;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  // A new search starts again at page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the settled search changes
  useEffect(() => {
    if (searchQuery !== (params.get('q') ?? '')) update({ q: searchQuery, page: null });
  }, [searchQuery]);

  const { data, error, isPending, isPlaceholderData } = useCases({
    pageNo: page,
    pageSize: PAGE_SIZE,
    searchQuery: params.get('q') ?? '',
    sortColumn,
    sortOrder,
    status: statusFilter ?? undefined,
    filter: figureFilter ?? undefined,
  });

  const onSort = (column: string) => {
    const order = column === sortColumn && sortOrder === 'asc' ? 'desc' : 'asc';
    update({ sort: column, order, page: null });
  };

  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-heading" className="h4 mb-0">
          {t('pages.cases')}
        </h1>
        {user?.role === 'Client' ? (
          <Link to="/create-case" className="btn btn-primary">
            <Plus size={16} aria-hidden="true" className="me-1" />
            {t('cases.list.createNew')}
          </Link>
        ) : null}
      </div>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(error)}
        </div>
      ) : null}
      <div className="card">
        <div className="card-body">
          <search className="mb-3 d-block">
            <label htmlFor={searchId} className="visually-hidden">
              {t('cases.list.search')}
            </label>
            <div className="input-group case-search">
              <span className="input-group-text" aria-hidden="true">
                <Search size={16} />
              </span>
              <input
                id={searchId}
                type="search"
                className="form-control"
                placeholder={t('cases.list.searchPlaceholder')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </search>
          {filterLabel ? (
            <p className="d-flex flex-wrap align-items-center gap-2 mb-3">
              <span>{t('cases.list.filteredBy', { filter: filterLabel })}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => update({ status: null, filter: null, page: null })}
              >
                {t('cases.list.clearFilter')}
              </button>
            </p>
          ) : null}
          <div aria-busy={isPlaceholderData || isPending}>
            {data && data.items.length > 0 ? (
              <CaseTable
                cases={data.items}
                firstRow={(page - 1) * PAGE_SIZE + 1}
                sort={{ column: sortColumn, order: sortOrder }}
                onSort={onSort}
                canAssign={user?.isAdmin ?? false}
                onAssign={setAssigning}
              />
            ) : null}
            {data && data.items.length === 0 ? (
              <p className="text-body-secondary my-3">{t('cases.list.empty')}</p>
            ) : null}
            {isPending ? <p className="text-body-secondary my-3">{t('common.loading')}</p> : null}
          </div>
          {data ? (
            <ListPager
              page={data}
              onPage={(next) => update({ page: next > 1 ? String(next) : null })}
              textsAt="cases.list"
            />
          ) : null}
        </div>
      </div>
      <AssignSolicitorModal caseId={assigning?.id ?? null} onClose={() => setAssigning(null)} />
    </section>
  );
}
