import { API } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { CASES_KEY } from './cases-query';

export const caseKey = (id: number) => [...CASES_KEY, 'detail', id] as const;

export function getCase(id: number) {
  return call(API.getCaseById, { query: { id } });
}

export function useCase(id: number | null) {
  return useQuery({
    queryKey: caseKey(id ?? 0),
    queryFn: () => getCase(id ?? 0),
    enabled: id !== null && id > 0,
    meta: { handlesErrors: true },
  });
}
