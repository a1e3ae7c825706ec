import { API_PATHS, type CaseType } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Shared with the cases feature's copy of these calls, so both read one cache entry. */
export const CASE_TYPES_KEY = ['case-types'] as const;

export function getCaseTypes(): Promise<CaseType[]> {
  return api.get<CaseType[]>(API_PATHS.getCaseTypes);
}

export function useCaseTypes() {
  return useQuery({
    queryKey: [...CASE_TYPES_KEY, 'list'],
    queryFn: getCaseTypes,
    meta: { handlesErrors: true },
  });
}
