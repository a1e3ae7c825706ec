import { API } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { call, type Data } from '@/lib/api-client';

export type ActivityEvent = Data<'auditEvents'>['items'][number];

/**
 * An administrator's own audit records (the audit log is theirs to read). Other roles never call
 * it: the timeline shows their notifications instead.
 */
export function useOwnActivity(userId: string | null) {
  return useQuery({
    queryKey: ['timeline', 'activity', userId],
    queryFn: ({ signal }) =>
      call(API.auditEvents, { query: { userId: userId ?? undefined, pageNo: 1, pageSize: 50 } }, { signal }),
    enabled: userId !== null,
    meta: { handlesErrors: true },
  });
}
