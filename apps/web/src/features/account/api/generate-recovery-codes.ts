import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { CURRENT_USER_KEY } from './get-current-user';

/**
 * Ten new codes replace all earlier ones; this answer is the only time they are shown. The first
 * set, right after enrolment, needs no password; any later one does.
 */
export async function generateRecoveryCodes(password?: string) {
  const data = await call(API.generateRecoveryCodes, password === undefined ? {} : { body: { password } });
  return data.recoveryCodes;
}

export function useGenerateRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateRecoveryCodes,
    onSuccess: () => void client.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    meta: { handlesErrors: true },
  });
}
