import { API } from '@docket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { CASES_KEY } from './cases-query';

export const caseKey = (id: number) => [...CASES_KEY, 'detail', id] as const;

export function getCase(id: number) {
  return call(API.getCaseById, { query: { id } });
}

/** The case's request, shared by its screens and the route that starts it early (screen-prefetch.ts). */
export function caseQuery(id: number) {
  return queryOptions({
    queryKey: caseKey(id),
    queryFn: () => getCase(id),
    meta: { handlesErrors: true },
  });
}

export function useCase(id: number | null) {
  return useQuery({ ...caseQuery(id ?? 0), enabled: id !== null && id > 0 });
}
