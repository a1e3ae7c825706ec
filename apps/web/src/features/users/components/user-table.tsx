import type { UserListItem } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { SortableHeader, type SortState } from '../../../components/data-table/sortable-header';
import { TableScroll } from '../../../components/data-table/table-scroll';
import { formatDate } from '../../../lib/format';
import type { UserSortColumn } from '../api/get-users';
import { type RowAction, RowActions } from './row-actions';
import { StatusSwitch } from './status-switch';
import { UserAvatar } from './user-avatar';

interface UserTableProps {
  users: UserListItem[];
  firstRow: number;
  sort: SortState<UserSortColumn>;
  onSort: (column: UserSortColumn) => void;
  onAction: (action: RowAction, user: UserListItem) => void;
}

/** The spec's columns: #, avatar, names, e-mail, created by, created date (short), role, status, actions. */
export function UserTable({ users, firstRow, sort, onSort, onAction }: UserTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const header = (column: UserSortColumn, label: string) => (
    <SortableHeader column={column} label={label} sort={sort} onSort={onSort} />
  );
  return (
    <TableScroll label={t('users.list.caption')}>
      <table className="table table-hover align-middle data-table mb-0">
        <caption className="visually-hidden">{t('users.list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">
              <span className="visually-hidden">{t('users.columns.avatar')}</span>
            </th>
            {header('firstName', t('users.columns.firstName'))}
            {header('lastName', t('users.columns.lastName'))}
            {header('fullName', t('users.columns.fullName'))}
            {header('email', t('users.columns.email'))}
            <th scope="col">{t('users.columns.createdBy')}</th>
            {header('createdDate', t('users.columns.createdDate'))}
            {header('role', t('users.columns.role'))}
            {header('isLocked', t('users.columns.status'))}
            <th scope="col">{t('users.columns.action')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user, index) => (
            <tr key={user.id}>
              <td>{firstRow + index}</td>
              <td>
                <UserAvatar avatar={user.avatar} firstName={user.firstName} lastName={user.lastName} />
              </td>
              <td>{user.firstName}</td>
              <td>{user.lastName}</td>
              <td>
                {user.fullName}
                {user.awaitingFirstSignIn ? (
                  <span className="badge text-bg-warning ms-2">{t('users.status.invited')}</span>
                ) : null}
              </td>
              <td className="text-break">{user.email}</td>
              <td>{user.createdByName ?? '—'}</td>
              <td>{formatDate(user.createdDate, locale, 'short')}</td>
              <td>{t(`roles.${user.role}`, { defaultValue: user.role })}</td>
              <td>
                <StatusSwitch user={user} />
              </td>
              <td>
                <RowActions user={user} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
