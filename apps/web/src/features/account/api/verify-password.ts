import { API } from '@docket/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function verifyPassword(password: string) {
  return call(API.verifyPassword, { body: { password } });
}

export function useVerifyPassword() {
  return useMutation({ mutationFn: verifyPassword, meta: { handlesErrors: true } });
}
