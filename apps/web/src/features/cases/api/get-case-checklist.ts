import { API } from '@docket/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { CASES_KEY } from './cases-query';
import { caseKey } from './get-case';

/** Under the case's key: whatever refreshes the case refreshes its checklist too. */
export const checklistKey = (caseId: number) => [...caseKey(caseId), 'checklist'] as const;

export function useCaseChecklist(caseId: number) {
  return useQuery({
    queryKey: checklistKey(caseId),
    queryFn: ({ signal }) => call(API.getCaseChecklist, { query: { id: caseId } }, { signal }),
    meta: { handlesErrors: true },
  });
}

/**
 * After an upload, a review, a request or a reminder: the checklist, the case (its stage and
 * counts), the case list (its stage column and work queues) and the dashboard's queue figures.
 */
export function refreshChecklist(client: QueryClient): Promise<void> {
  // The dashboard's key as its feature writes it (features do not import each other).
  return Promise.all([
    client.invalidateQueries({ queryKey: CASES_KEY }),
    client.invalidateQueries({ queryKey: ['dashboard'] }),
  ]).then(() => undefined);
}
