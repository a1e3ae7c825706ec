import type { UserListItem } from '@docket/contract';
import KeyRound from 'lucide-react/icons/key-round';
import MailPlus from 'lucide-react/icons/mail-plus';
import Pencil from 'lucide-react/icons/pencil';
import History from 'lucide-react/icons/rotate-ccw-clock';
import ShieldOff from 'lucide-react/icons/shield-off';
import UserRoundX from 'lucide-react/icons/user-round-x';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserAction } from '../api/account-actions';

export type RowAction = UserAction | 'edit' | 'securityEvents';

interface RowActionsProps {
  user: UserListItem;
  onAction: (action: RowAction, user: UserListItem) => void;
}

/** The icons of a row; each opens a modal, so nothing changes until the admin confirms there. */
export function RowActions({ user, onAction }: RowActionsProps) {
  const { t } = useTranslation();
  const name = user.fullName;
  const actions: { action: RowAction; label: string; Icon: typeof Pencil; show: boolean }[] = [
    { action: 'edit', label: t('users.actions.edit', { name }), Icon: Pencil, show: true },
    {
      action: 'resendInvitation',
      label: t('users.actions.resendInvitation', { name }),
      Icon: MailPlus,
      show: user.awaitingFirstSignIn,
    },
    {
      action: 'resetTwoFactor',
      label: t('users.actions.resetTwoFactor', { name }),
      Icon: ShieldOff,
      show: user.isMFAEnabled,
    },
    {
      action: 'sendResetLink',
      label: t('users.actions.sendResetLink', { name }),
      Icon: KeyRound,
      show: !user.awaitingFirstSignIn,
    },
    {
      action: 'securityEvents',
      label: t('users.actions.securityEvents', { name }),
      Icon: History,
      show: true,
    },
  ];
  return (
    <div className="d-flex gap-1 flex-nowrap">
      {actions
        .filter((item) => item.show)
        .map(({ action, label, Icon }) => (
          <button
            key={action}
            type="button"
            className="btn btn-sm btn-light"
            aria-label={label}
            title={label}
            onClick={() => onAction(action, user)}
          >
            <Icon size={16} aria-hidden="true" />
          </button>
        ))}
      {/* Export or erase the person's data: the privacy screen's page for them (decision 041). */}
      <Link
        to={`/privacy/person/${user.id}`}
        className="btn btn-sm btn-light"
        aria-label={t('users.actions.privacy', { name })}
        title={t('users.actions.privacy', { name })}
      >
        <UserRoundX size={16} aria-hidden="true" />
      </Link>
    </div>
  );
}
