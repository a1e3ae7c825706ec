import { API, type DASHBOARD_RANGES } from '@docket/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

// Apart from the hook (get-dashboard.ts): the router starts this request from the entry, which
// must not carry React Query's hooks to the sign-in page.

export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

function getDashboard(range: DashboardRange, signal?: AbortSignal) {
  return call(API.dashboard, { query: { range } }, { signal });
}

/** The dashboard's request, shared by the screen and the route that starts it early. */
export function dashboardQuery(range: DashboardRange) {
  return queryOptions({
    queryKey: ['dashboard', range],
    queryFn: ({ signal }) => getDashboard(range, signal),
    meta: { handlesErrors: true },
  });
}
