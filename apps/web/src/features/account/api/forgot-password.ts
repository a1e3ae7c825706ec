import { API } from '@docket/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Always answers success, whether or not the address has an account. */
export function forgotPassword(email: string) {
  return call(API.forgotPassword, { body: { email } }, { auth: 'none' });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { handlesErrors: true } });
}
