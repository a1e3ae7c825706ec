import { type DASHBOARD_RANGES, type Dashboard, EXTRA_API_PATHS } from '@docket/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Apart from the hook (get-dashboard.ts): the router starts this request from the entry, which
// must not carry React Query's hooks to the sign-in page.

export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

function getDashboard(range: DashboardRange, signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>(EXTRA_API_PATHS.dashboard, { query: { range }, signal });
}

/** The dashboard's request, shared by the screen and the route that starts it early. */
export function dashboardQuery(range: DashboardRange) {
  return queryOptions({
    queryKey: ['dashboard', range],
    queryFn: ({ signal }) => getDashboard(range, signal),
    meta: { handlesErrors: true },
  });
}
