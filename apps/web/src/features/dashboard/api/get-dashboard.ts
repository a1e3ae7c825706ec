import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DashboardRange, dashboardQuery } from './dashboard-query';

/**
 * Everything the dashboard shows in one call, scoped by the server to the caller's role. A new
 * range fetches again; the figures of the previous answer stay on screen meanwhile.
 */
export function useDashboard(range: DashboardRange) {
  return useQuery({ ...dashboardQuery(range), placeholderData: keepPreviousData });
}
