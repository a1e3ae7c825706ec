import { API, type CaseChecklist } from '@docket/contract';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/api-client';
import { CASES_KEY } from './cases-query';
import { caseKey } from './get-case';

/** Under the case's key: whatever refreshes the case refreshes its checklist too. */
const checklistKey = (caseId: number) => [...caseKey(caseId), 'checklist'] as const;

/** How often the checklist is read again while a document is being checked: a check takes seconds. */
export const CHECKING_POLL_MS = 3000;

/** Whether a current version's automatic check is still to come (queued or running). */
export function isChecking(checklist: CaseChecklist | undefined): boolean {
  return (
    checklist?.items.some((item) =>
      item.versions.some(
        (version) =>
          version.isCurrent && (version.check?.status === 'queued' || version.check?.status === 'running'),
      ),
    ) ?? false
  );
}

/** The checklist's request, shared by the case page and the route that starts it early (screen-prefetch.ts). */
export function checklistQuery(caseId: number) {
  return queryOptions({
    queryKey: checklistKey(caseId),
    queryFn: ({ signal }) => call(API.getCaseChecklist, { query: { id: caseId } }, { signal }),
    meta: { handlesErrors: true },
    // Read again only while a check is on its way, so "hard to read" reaches the client on the page
    // she is on within seconds; never otherwise, and not while the tab is hidden.
    refetchInterval: (query) => (isChecking(query.state.data) ? CHECKING_POLL_MS : false),
  });
}

export function useCaseChecklist(caseId: number) {
  return useQuery(checklistQuery(caseId));
}

/**
 * The case page asks for the checklist beside the case, not once the case has answered (the
 * section that shows it needs the case). A missing case answers 404 to both; the page shows the
 * case's, and nothing reads the checklist's.
 */
export function usePrefetchCaseChecklist(caseId: number | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (caseId !== null && caseId > 0) void client.prefetchQuery(checklistQuery(caseId));
  }, [client, caseId]);
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
