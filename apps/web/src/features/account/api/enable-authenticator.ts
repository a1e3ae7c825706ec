import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { CURRENT_USER_KEY } from './get-current-user';

/** Confirms enrolment; the answer is a new access token (the refresh token stays). */
export function enableAuthenticator(body: Input<'enableAuthenticator'>['body']) {
  return call(API.enableAuthenticator, { body });
}

export function useEnableAuthenticator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enableAuthenticator,
    onSuccess: (token) => {
      setToken(token);
      void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
    meta: { handlesErrors: true },
  });
}
