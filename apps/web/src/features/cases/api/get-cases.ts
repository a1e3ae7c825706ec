import { API_PATHS, type CaseListItem, type Paged } from '@docket/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CASES_KEY = ['cases'] as const;

export interface CaseListParams {
  pageNo: number;
  pageSize: number;
  searchQuery: string;
  sortColumn: string;
  sortOrder: 'asc' | 'desc';
  /** The dashboard's figures link here with one of these. */
  status?: string;
  filter?: string;
}

export function getCases(params: CaseListParams, signal?: AbortSignal): Promise<Paged<CaseListItem>> {
  return api.get<Paged<CaseListItem>>(API_PATHS.getCases, { query: { ...params }, signal });
}

/** One page of cases; the previous page stays on screen while the next one loads. */
export function useCases(params: CaseListParams) {
  return useQuery({
    queryKey: [...CASES_KEY, 'list', params],
    queryFn: ({ signal }) => getCases(params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
