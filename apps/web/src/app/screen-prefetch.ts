import type { Params } from 'react-router';
import { caseListParams, casesQuery } from '@/features/cases/api/cases-query';
import { caseQuery } from '@/features/cases/api/get-case';
import { checklistQuery } from '@/features/cases/api/get-case-checklist';
import { dashboardQuery } from '@/features/dashboard/api/dashboard-query';
import { queryClient } from '@/lib/query-client';
import { routeId } from '@/lib/route-id';

/**
 * The first request of a screen, started as its route matches, beside its code rather than after
 * it has run: on a phone's network the data is there a round trip or more sooner. Nothing waits
 * for it; the screen's own query picks the answer up, or asks again if it failed. Loaded with the
 * query client, which the sign-in page does not carry.
 */
const PREFETCH: Record<string, (url: URL, params: Params) => Promise<void>> = {
  dashboard: () => queryClient.prefetchQuery(dashboardQuery('ALL')),
  cases: (url) => queryClient.prefetchQuery(casesQuery(caseListParams(url.searchParams))),
  // The case and its checklist together: the page draws the checklist first, and it needs both.
  'case/:id': async (_url, params) => {
    const id = routeId(params.id);
    if (id === null) return;
    await Promise.all([
      queryClient.prefetchQuery(caseQuery(id)),
      queryClient.prefetchQuery(checklistQuery(id)),
    ]);
  },
};

/** Starts the request of a screen marked `prefetch` in route-tree.ts. */
export function prefetchScreen(path: string, url: URL, params: Params = {}): Promise<void> {
  const prefetch = PREFETCH[path];
  if (!prefetch)
    throw new Error(
      `route-tree.ts marks ${path} as prefetched, and screen-prefetch.ts has no request for it`,
    );
  return prefetch(url, params);
}
