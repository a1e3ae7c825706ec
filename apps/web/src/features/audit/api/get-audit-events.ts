import { type AuditEventSchema, EXTRA_API_PATHS, type Paged } from '@docket/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type AuditEvent = z.infer<typeof AuditEventSchema>;

export interface AuditFilters {
  userId: string;
  caseId: string;
  action: string;
  from: string;
  to: string;
}

export interface AuditParams extends AuditFilters {
  pageNo: number;
  pageSize: number;
}

export function getAuditEvents(params: AuditParams, signal?: AbortSignal): Promise<Paged<AuditEvent>> {
  // Empty filters are left out of the query by the API client.
  return api.get<Paged<AuditEvent>>(EXTRA_API_PATHS.auditEvents, { query: { ...params }, signal });
}

/** One page of the audit log, newest first, filtered on the server. */
export function useAuditEvents(params: AuditParams) {
  return useQuery({
    queryKey: ['audit', params],
    queryFn: ({ signal }) => getAuditEvents(params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
