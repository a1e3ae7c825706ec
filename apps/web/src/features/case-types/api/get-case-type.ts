import { API } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { CASE_TYPES_KEY } from './get-case-types';

export function getCaseType(id: number) {
  return call(API.getCaseTypeById, { query: { id } });
}

export function useCaseType(id: number | null) {
  return useQuery({
    queryKey: [...CASE_TYPES_KEY, 'detail', id],
    queryFn: () => getCaseType(id ?? 0),
    enabled: id !== null && id > 0,
    meta: { handlesErrors: true },
  });
}
