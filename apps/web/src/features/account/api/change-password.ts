import { API } from '@docket/contract';
import { useMutation } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';

export function changePassword(body: Input<'changePassword'>['body']) {
  return call(API.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
}
