import { EXTRA_API_PATHS, type SecurityEventSchema } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';

export type SecurityEvent = z.infer<typeof SecurityEventSchema>;

export function getSecurityEvents(id: string, signal?: AbortSignal): Promise<SecurityEvent[]> {
  return api.get<SecurityEvent[]>(EXTRA_API_PATHS.userSecurityEvents, { query: { id }, signal });
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
