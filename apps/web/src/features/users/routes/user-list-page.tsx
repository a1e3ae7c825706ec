import { USER_SORT_COLUMNS, type UserListItem } from '@docket/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminOnlyScreen } from '@/components/admin-only-screen';
import { ListSearch } from '@/components/data-table/list-search';
import { PagedList } from '@/components/data-table/paged-list';
import type { SortState } from '@/components/data-table/sortable-header';
import { useAddressSearch } from '@/components/data-table/use-address-search';
import { useListParams } from '@/components/data-table/use-list-params';
import { FailureAlert } from '@/components/failure-alert';
import { ListPageHeading } from '@/components/list-page-heading';
import { usePageTitle } from '@/lib/page-title';
import { useSessionUser } from '@/lib/use-session';
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
  const isAdmin = useSessionUser()?.isAdmin ?? false;
  return isAdmin ? <UserList /> : <AdminOnlyScreen titleKey="pages.users" messageKey="users.adminOnly" />;
}

function UserList() {
  const { t } = useTranslation();
  usePageTitle('pages.users');
  const list = useListParams();
  const { params, page, update, setPage } = list;
  const sortParam = params.get('sort');
  const sort = {
    column: isSortColumn(sortParam) ? sortParam : ('createdDate' as UserSortColumn),
    order: params.get('order') === 'asc' ? ('asc' as const) : ('desc' as const),
  };
  const search = useAddressSearch(list, 'search');
  const [active, setActive] = useState<{ action: RowAction; user: UserListItem } | null>(null);

  const { data, error, isPending, isPlaceholderData } = useUsers({
    pageNo: page,
    pageSize: PAGE_SIZE,
    searchQuery: search.applied,
    sortColumn: sort.column,
    sortOrder: sort.order,
  });
  const users = data?.users;

  const onSort = (next: SortState) => {
    if (isSortColumn(next.column)) update({ sort: next.column, order: next.order, page: null });
  };
  const onAction = useCallback((action: RowAction, user: UserListItem) => setActive({ action, user }), []);

  const close = () => setActive(null);
  const dialogAction: UserAction | null =
    active && active.action !== 'edit' && active.action !== 'securityEvents' ? active.action : null;

  return (
    <section aria-labelledby="page-heading">
      <ListPageHeading
        title={t('pages.users')}
        create={{ to: '/user-create', label: t('users.list.createNew') }}
      />
      <FailureAlert error={error} />
      {data ? <UserStatsCards stats={data.userStats} /> : null}
      <div className="card">
        <div className="card-body">
          <ListSearch
            label={t('users.list.search')}
            placeholder={t('users.list.searchPlaceholder')}
            value={search.text}
            onChange={search.setText}
          />
          <PagedList
            page={users}
            pending={isPending}
            stale={isPlaceholderData}
            onPage={setPage}
            textsAt="users.list"
          >
            {(items, shown) => (
              <UserTable
                users={items}
                firstRow={(shown.currentPage - 1) * shown.pageSize + 1}
                sort={sort}
                onSort={onSort}
                onAction={onAction}
              />
            )}
          </PagedList>
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

export { UserListPage as Component };
