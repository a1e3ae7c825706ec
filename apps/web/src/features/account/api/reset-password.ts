import { API } from '@docket/contract';
import { useMutation } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';

/** Sets a password from an e-mailed reset or invitation link. */
export function resetPassword(body: Input<'resetPassword'>['body']) {
  return call(API.resetPassword, { body }, { auth: 'none' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true } });
}
