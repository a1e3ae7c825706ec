import { API } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

// The same keys as the case-types feature's calls (features do not import each other), so they share a cache.
const CASE_TYPES_KEY = ['case-types'] as const;

export function useCaseTypeOptions() {
  return useQuery({
    queryKey: [...CASE_TYPES_KEY, 'list'],
    queryFn: () => call(API.getCaseTypes),
    meta: { handlesErrors: true },
  });
}

export function useCaseTypeForCase(id: number | null) {
  return useQuery({
    queryKey: [...CASE_TYPES_KEY, 'detail', id],
    queryFn: () => call(API.getCaseTypeById, { query: { id: id ?? 0 } }),
    enabled: id !== null && id > 0,
    meta: { handlesErrors: true },
  });
}
