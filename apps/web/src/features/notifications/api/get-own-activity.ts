import { type AuditEventSchema, EXTRA_API_PATHS, type Paged } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ActivityEvent = z.infer<typeof AuditEventSchema>;

/**
 * An administrator's own audit records (the audit log is theirs to read). Other roles never call
 * it: the timeline shows their notifications instead.
 */
export function useOwnActivity(userId: string | null) {
  return useQuery({
    queryKey: ['timeline', 'activity', userId],
    queryFn: ({ signal }) =>
      api.get<Paged<ActivityEvent>>(EXTRA_API_PATHS.auditEvents, {
        query: { userId: userId ?? '', pageNo: 1, pageSize: 50 },
        signal,
      }),
    enabled: userId !== null,
    meta: { handlesErrors: true },
  });
}
