import type { UserListItem } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { useToggleUser } from '../api/toggle-user';
import { toggleFailureMessage } from './toggle-messages';

/** The spec's status switch: checked while the user may sign in; flipping it locks or unlocks them. */
export function StatusSwitch({ user }: { user: UserListItem }) {
  const { t } = useTranslation();
  const toast = useToast();
  const toggle = useToggleUser();
  const id = `user-status-${user.id}`;

  const onChange = async () => {
    if (toggle.isPending) return;
    try {
      await toggle.mutateAsync(user.id);
      toast.success(t('users.toggle.success'), t('users.toggle.title'));
    } catch (error) {
      toast.error(toggleFailureMessage(t, error), t('users.toggle.title'));
    }
  };

  return (
    <div className="form-check form-switch mb-0">
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        aria-checked={!user.isLocked}
        checked={!user.isLocked}
        // Not `disabled`: the switch keeps the keyboard focus while its request runs.
        aria-disabled={toggle.isPending}
        onChange={onChange}
      />
      <label className="form-check-label small" htmlFor={id}>
        <span className="visually-hidden">{t('users.toggle.label', { name: user.fullName })} </span>
        {user.isLocked ? t('users.status.locked') : t('users.status.active')}
      </label>
    </div>
  );
}
