import { API_PATHS, type ChangePasswordRequest } from '@docket/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function changePassword(body: ChangePasswordRequest) {
  return api.postForMessage(API_PATHS.changePassword, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
}
