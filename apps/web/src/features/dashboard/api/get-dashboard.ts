import { type DASHBOARD_RANGES, type Dashboard, EXTRA_API_PATHS } from '@docket/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export function getDashboard(range: DashboardRange, signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>(EXTRA_API_PATHS.dashboard, { query: { range }, signal });
}

/**
 * Everything the dashboard shows in one call, scoped by the server to the caller's role. A new
 * range fetches again; the figures of the previous answer stay on screen meanwhile.
 */
export function useDashboard(range: DashboardRange) {
  return useQuery({
    queryKey: ['dashboard', range],
    queryFn: ({ signal }) => getDashboard(range, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
