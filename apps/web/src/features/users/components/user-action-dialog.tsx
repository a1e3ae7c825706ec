import type { UserListItem } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ltrText } from '@/components/ltr';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { type UserAction, useUserAction } from '../api/account-actions';

interface UserActionDialogProps {
  action: UserAction | null;
  user: UserListItem | null;
  onClose: () => void;
}

/** Confirms an access action (invitation, two-step reset, reset link) before it is sent. */
export function UserActionDialog({ action, user, onClose }: UserActionDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const run = useUserAction();
  const show = action !== null && user !== null;
  const key = action ?? 'sendResetLink';

  const confirm = async () => {
    if (!action || !user) return;
    try {
      await run.mutateAsync({ action, userId: user.id });
      toast.success(t(`users.confirm.${key}.done`), t(`users.confirm.${key}.title`));
    } catch (error) {
      toast.error(failureMessage(error), t(`users.confirm.${key}.title`));
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog
      show={show}
      title={t(`users.confirm.${key}.title`)}
      confirmLabel={t(`users.confirm.${key}.confirm`)}
      cancelLabel={t('users.common.cancel')}
      onConfirm={confirm}
      onCancel={onClose}
      busy={run.isPending}
      variant={action === 'resetTwoFactor' ? 'warning' : 'primary'}
    >
      <p className="mb-0">
        {t(`users.confirm.${key}.text`, { name: user?.fullName ?? '', email: ltrText(user?.email ?? '') })}
      </p>
    </ConfirmDialog>
  );
}
