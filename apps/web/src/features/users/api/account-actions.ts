import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

/**
 * The row actions that act on a user's access; the list says each one's outcome in its own words.
 * Kept in one file because each is a one-line call with the same hook around it.
 */
export type UserAction = 'resendInvitation' | 'resetTwoFactor' | 'sendResetLink';

export function runUserAction(action: UserAction, userId: string) {
  switch (action) {
    case 'resendInvitation':
      return call(API.resendInvitation, { body: { id: userId } });
    case 'resetTwoFactor':
      return call(API.resetTwoFactor, { body: { id: userId } });
    case 'sendResetLink':
      return call(API.adminChangePassword, { body: { userId, action: 'sendResetLink' } });
  }
}

export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: UserAction; userId: string }) => runUserAction(action, userId),
    onSuccess: () => void client.invalidateQueries({ queryKey: USERS_KEY }),
    meta: { handlesErrors: true },
  });
}
