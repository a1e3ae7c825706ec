import { API_PATHS, EXTRA_API_PATHS } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequestWithMessage } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';

/**
 * The row actions that act on a user's access: each answers with a message the list shows as a
 * toast. Kept in one file because each is a one-line call with the same hook around it.
 */
export type UserAction = 'resendInvitation' | 'resetTwoFactor' | 'sendResetLink';

export function runUserAction(action: UserAction, userId: string) {
  switch (action) {
    case 'resendInvitation':
      return api.postForMessage(EXTRA_API_PATHS.resendInvitation, { id: userId });
    case 'resetTwoFactor':
      return api.postForMessage(EXTRA_API_PATHS.resetTwoFactor, { id: userId });
    case 'sendResetLink':
      return apiRequestWithMessage<null>(API_PATHS.adminChangePassword, {
        method: 'PUT',
        body: { userId, action: 'sendResetLink' },
      });
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
