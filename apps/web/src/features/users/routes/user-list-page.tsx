import { USER_SORT_COLUMNS, type UserListItem } from '@docket/contract';
import { Plus, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPager } from '../../../components/data-table/list-pager';
import { nextSort } from '../../../components/data-table/sortable-header';
import { failureMessage } from '../../../lib/error-messages';
import { usePageTitle } from '../../../lib/page-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { UserAction } from '../api/account-actions';
import { type UserSortColumn, useUsers } from '../api/get-users';
import { EditUserModal } from '../components/edit-user-modal';
import type { RowAction } from '../components/row-actions';
import { SecurityEventsModal } from '../components/security-events-modal';
import { UserActionDialog } from '../components/user-action-dialog';
import { UserStatsCards } from '../components/user-stats';
import { UserTable } from '../components/user-table';

// The spec: the user list asks for page 1 of 10.
const PAGE_SIZE = 10;

function isSortColumn(value: string | null): value is UserSortColumn {
  return (USER_SORT_COLUMNS as readonly (string | null)[]).includes(value);
}

/** Users of the firm: page, search and sort live in the address so a reload or a shared link keeps them. */
export function UserListPage() {
  const { t } = useTranslation();
  usePageTitle('pages.users');
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortParam = params.get('sort');
  const sort = {
    column: isSortColumn(sortParam) ? sortParam : ('createdDate' as UserSortColumn),
    order: params.get('order') === 'asc' ? ('asc' as const) : ('desc' as const),
  };
  const appliedSearch = params.get('search') ?? '';
  const [search, setSearch] = useState(appliedSearch);
  const settledSearch = useDebouncedValue(search.trim());
  const [active, setActive] = useState<{ action: RowAction; user: UserListItem } | null>(null);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  // The top-bar search links here with ?search=; the box follows an address it did not set itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the address only
  useEffect(() => {
    if (appliedSearch !== settledSearch) setSearch(appliedSearch);
  }, [appliedSearch]);

  // A new search starts again at page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the settled search changes
  useEffect(() => {
    if (settledSearch !== appliedSearch) update({ search: settledSearch, page: null });
  }, [settledSearch]);

  const { data, error, isPending, isPlaceholderData } = useUsers({
    pageNo: page,
    pageSize: PAGE_SIZE,
    searchQuery: appliedSearch,
    sortColumn: sort.column,
    sortOrder: sort.order,
  });
  const users = data?.users;

  const onSort = (column: UserSortColumn) => {
    const next = nextSort(sort, column);
    update({ sort: next.column, order: next.order, page: null });
  };

  const close = () => setActive(null);
  const dialogAction: UserAction | null =
    active && active.action !== 'edit' && active.action !== 'securityEvents' ? active.action : null;

  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-heading" className="h4 mb-0">
          {t('pages.users')}
        </h1>
        <Link to="/user-create" className="btn btn-primary">
          <Plus size={16} aria-hidden="true" className="me-1" />
          {t('users.list.createNew')}
        </Link>
      </div>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(error)}
        </div>
      ) : null}
      {data ? <UserStatsCards stats={data.userStats} /> : null}
      <div className="card">
        <div className="card-body">
          <search className="mb-3 d-block">
            <label htmlFor={searchId} className="visually-hidden">
              {t('users.list.search')}
            </label>
            <div className="input-group list-search">
              <span className="input-group-text" aria-hidden="true">
                <Search size={16} />
              </span>
              <input
                id={searchId}
                type="search"
                className="form-control"
                placeholder={t('users.list.searchPlaceholder')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </search>
          <div aria-busy={isPlaceholderData || isPending}>
            {users && users.items.length > 0 ? (
              <UserTable
                users={users.items}
                firstRow={(users.currentPage - 1) * users.pageSize + 1}
                sort={sort}
                onSort={onSort}
                onAction={(action, user) => setActive({ action, user })}
              />
            ) : null}
            {users && users.items.length === 0 ? (
              <p className="text-body-secondary my-3">{t('users.list.empty')}</p>
            ) : null}
            {isPending ? <p className="text-body-secondary my-3">{t('common.loading')}</p> : null}
          </div>
          {users ? (
            <ListPager
              page={users}
              onPage={(next) => update({ page: next > 1 ? String(next) : null })}
              textsAt="users.list"
            />
          ) : null}
        </div>
      </div>
      <EditUserModal user={active?.action === 'edit' ? active.user : null} onClose={close} />
      <SecurityEventsModal user={active?.action === 'securityEvents' ? active.user : null} onClose={close} />
      <UserActionDialog
        action={dialogAction}
        user={dialogAction ? (active?.user ?? null) : null}
        onClose={close}
      />
    </section>
  );
}
