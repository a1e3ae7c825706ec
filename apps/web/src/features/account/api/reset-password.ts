import { API_PATHS, type ResetPasswordRequest } from '@docket/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sets a password from an e-mailed reset or invitation link. */
export function resetPassword(body: ResetPasswordRequest) {
  return api.postForMessage(API_PATHS.resetPassword, body, { auth: 'none' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true } });
}
