import type { UserListItem } from '@docket/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type ListColumn } from '@/components/data-table/data-list';
import type { SortState } from '@/components/data-table/sortable-header';
import { useSortTexts } from '@/components/data-table/use-sort-texts';
import { Ltr } from '@/components/ltr';
import { formatDate } from '@/lib/format';
import type { UserSortColumn } from '../api/get-users';
import { type RowAction, RowActions } from './row-actions';
import { StatusSwitch } from './status-switch';
import { UserAvatar } from './user-avatar';

interface UserTableProps {
  users: UserListItem[];
  firstRow: number;
  sort: SortState<UserSortColumn>;
  onSort: (next: SortState) => void;
  onAction: (action: RowAction, user: UserListItem) => void;
}

/**
 * The spec's columns: #, avatar, names, e-mail, created by, created date (short), role, status,
 * actions. The first and last names, which the full name repeats, and who created the account
 * show from 1400 px up, so that the status and the actions fit beside the rest on a laptop; a
 * phone shows a card per user.
 */
export function UserTable({ users, firstRow, sort, onSort, onAction }: UserTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const sortTexts = useSortTexts();
  const columns = useMemo((): ListColumn<UserListItem>[] => {
    const fullName = (user: UserListItem) => (
      <>
        {user.fullName}
        {user.awaitingFirstSignIn ? (
          <span className="badge text-bg-warning ms-2">{t('users.status.invited')}</span>
        ) : null}
      </>
    );
    return [
      { id: 'number', label: '#', card: 'none', cell: (_, row) => row },
      {
        id: 'avatar',
        label: t('users.columns.avatar'),
        hideLabel: true,
        card: 'none',
        cell: (user) => (
          <UserAvatar avatar={user.avatar} firstName={user.firstName} lastName={user.lastName} />
        ),
      },
      {
        id: 'firstName',
        label: t('users.columns.firstName'),
        sort: 'firstName',
        card: 'none',
        wideOnly: 'xxl',
        cell: (user) => user.firstName,
      },
      {
        id: 'lastName',
        label: t('users.columns.lastName'),
        sort: 'lastName',
        card: 'none',
        wideOnly: 'xxl',
        cell: (user) => user.lastName,
      },
      {
        id: 'fullName',
        label: t('users.columns.fullName'),
        sort: 'fullName',
        card: 'title',
        cell: fullName,
        cardCell: (user) => (
          <span className="d-flex align-items-center gap-2">
            <UserAvatar avatar={user.avatar} firstName={user.firstName} lastName={user.lastName} />
            <span>{fullName(user)}</span>
          </span>
        ),
      },
      {
        id: 'email',
        label: t('users.columns.email'),
        sort: 'email',
        className: 'text-break',
        cell: (user) => <Ltr>{user.email}</Ltr>,
      },
      {
        id: 'createdBy',
        label: t('users.columns.createdBy'),
        wideOnly: 'xxl',
        cell: (user) => user.createdByName ?? '—',
      },
      {
        id: 'createdDate',
        label: t('users.columns.createdDate'),
        sort: 'createdDate',
        cell: (user) => formatDate(user.createdDate, locale, 'short'),
      },
      {
        id: 'role',
        label: t('users.columns.role'),
        sort: 'role',
        cell: (user) => t(`roles.${user.role}`, { defaultValue: user.role }),
      },
      {
        id: 'status',
        label: t('users.columns.status'),
        sort: 'isLocked',
        cell: (user) => <StatusSwitch user={user} />,
      },
      {
        id: 'action',
        label: t('users.columns.action'),
        card: 'actions',
        cell: (user) => <RowActions user={user} onAction={onAction} />,
      },
    ];
  }, [t, locale, onAction]);
  return (
    <DataList
      caption={t('users.list.caption')}
      items={users}
      keyOf={(user) => user.id}
      columns={columns}
      firstRow={firstRow}
      sort={sort}
      onSort={onSort}
      sortTexts={sortTexts}
    />
  );
}
