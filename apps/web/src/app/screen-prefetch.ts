import { caseListParams, casesQuery } from '../features/cases/api/cases-query';
import { dashboardQuery } from '../features/dashboard/api/dashboard-query';
import { queryClient } from '../lib/query-client';

/**
 * The first request of a screen, started as its route matches, beside its code rather than after
 * it has run: on a phone's network the data is there a round trip or more sooner. Nothing waits
 * for it; the screen's own query picks the answer up, or asks again if it failed. Loaded with the
 * query client, which the sign-in page does not carry.
 */
const PREFETCH: Record<string, (url: URL) => Promise<void>> = {
  dashboard: () => queryClient.prefetchQuery(dashboardQuery('ALL')),
  cases: (url) => queryClient.prefetchQuery(casesQuery(caseListParams(url.searchParams))),
};

/** Starts the request of a screen marked `prefetch` in screens.ts. */
export function prefetchScreen(path: string, url: URL): Promise<void> {
  const prefetch = PREFETCH[path];
  if (!prefetch)
    throw new Error(`screens.ts marks ${path} as prefetched, and screen-prefetch.ts has no request for it`);
  return prefetch(url);
}
