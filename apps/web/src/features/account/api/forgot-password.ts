import { API_PATHS } from '@docket/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Always answers success with the same message, whether or not the address has an account. */
export function forgotPassword(email: string) {
  return api.postForMessage(API_PATHS.forgotPassword, { email }, { auth: 'none' });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { handlesErrors: true } });
}
