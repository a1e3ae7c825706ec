import { useMemo, useSyncExternalStore } from 'react';
import { getSessionUser, getToken, type SessionUser, subscribeSession } from './session';

/** The signed-in user's claims, re-rendering when the token changes (here or in another tab). */
export function useSessionUser(): SessionUser | null {
  const token = useSyncExternalStore(subscribeSession, getToken, () => null);
  return useMemo(() => getSessionUser(token), [token]);
}
