import { API } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { caseKey } from './get-case';

export function useCaseTimeline(caseId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...caseKey(caseId), 'timeline'],
    queryFn: () => call(API.getCaseTimeline, { query: { caseId } }),
    enabled,
    meta: { handlesErrors: true },
  });
}
