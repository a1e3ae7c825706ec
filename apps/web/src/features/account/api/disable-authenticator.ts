import { EXTRA_API_PATHS } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';
import { CURRENT_USER_KEY } from './get-current-user';

/** Turns two-step verification off with the password and a current code; answers a new token. */
export function disableAuthenticator(body: { password: string; code: string }) {
  return api.postForMessage<string>(EXTRA_API_PATHS.disableAuthenticator, body);
}

export function useDisableAuthenticator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableAuthenticator,
    onSuccess: ({ data }) => {
      setToken(data);
      void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
    meta: { handlesErrors: true },
  });
}
