import { API } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { call, type Data } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

export type SecurityEvent = Data<'userSecurityEvents'>[number];

export function getSecurityEvents(id: string, signal?: AbortSignal) {
  return call(API.userSecurityEvents, { query: { id } }, { signal });
}

/** A user's sign-ins, lockouts and password or MFA changes; fetched only while the modal is open. */
export function useSecurityEvents(id: string | null) {
  return useQuery({
    queryKey: [...USERS_KEY, 'security-events', id],
    queryFn: ({ signal }) => getSecurityEvents(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    meta: { handlesErrors: true },
  });
}
