import { API } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';

export const CURRENT_USER_KEY = ['account', 'current-user'] as const;

export function getCurrentUser() {
  return call(API.getCurrentUser);
}

/**
 * The signed-in user's profile, cached per session (cleared on sign-out by the query client). Its
 * screens (Settings, Profile) show a failure in place; the user menu falls back to the token's
 * names. No global toast as well, or one failure would be reported twice.
 */
export function useCurrentUser() {
  const session = useSessionUser();
  return useQuery({
    queryKey: [...CURRENT_USER_KEY, session?.userId ?? ''],
    queryFn: getCurrentUser,
    enabled: Boolean(session),
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
}
