import { API } from '@docket/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type Data } from '@/lib/api-client';

export type AuditEvent = Data<'auditEvents'>['items'][number];

/** The filters as the form holds them: text, empty when not set. */
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

export function getAuditEvents(params: AuditParams, signal?: AbortSignal) {
  const { pageNo, pageSize, userId, caseId, action, from, to } = params;
  // Empty filters are left out of the query.
  const query = {
    pageNo,
    pageSize,
    userId: userId || undefined,
    caseId: caseId ? Number(caseId) : undefined,
    action: action || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  return call(API.auditEvents, { query }, { signal });
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
