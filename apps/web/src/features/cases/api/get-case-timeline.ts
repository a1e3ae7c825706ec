import { EXTRA_API_PATHS, type TimelineEntry } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseKey } from './get-case';

export function useCaseTimeline(caseId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...caseKey(caseId), 'timeline'],
    queryFn: () => api.get<TimelineEntry[]>(EXTRA_API_PATHS.getCaseTimeline, { query: { caseId } }),
    enabled,
    meta: { handlesErrors: true },
  });
}
