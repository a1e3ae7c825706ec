import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { CURRENT_USER_KEY } from './get-current-user';

/** Turns two-step verification off with the password and a current code; answers a new token. */
export function disableAuthenticator(body: Input<'disableAuthenticator'>['body']) {
  return call(API.disableAuthenticator, { body });
}

export function useDisableAuthenticator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableAuthenticator,
    onSuccess: (token) => {
      setToken(token);
      void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
    meta: { handlesErrors: true },
  });
}
