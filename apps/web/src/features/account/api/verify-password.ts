import { EXTRA_API_PATHS } from '@docket/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function verifyPassword(password: string): Promise<null> {
  return api.post<null>(EXTRA_API_PATHS.verifyPassword, { password });
}

export function useVerifyPassword() {
  return useMutation({ mutationFn: verifyPassword, meta: { handlesErrors: true } });
}
