import { API } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Shared with the cases feature's copy of these calls, so both read one cache entry. */
export const CASE_TYPES_KEY = ['case-types'] as const;

export function getCaseTypes() {
  return call(API.getCaseTypes);
}

export function useCaseTypes() {
  return useQuery({
    queryKey: [...CASE_TYPES_KEY, 'list'],
    queryFn: getCaseTypes,
    meta: { handlesErrors: true },
  });
}
