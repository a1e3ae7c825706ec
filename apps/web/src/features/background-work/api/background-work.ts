import { API } from '@docket/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Data } from '@/lib/api-client';

export type BackgroundWork = Data<'backgroundWork'>;
export type BackgroundJob = BackgroundWork['jobs'][number];

/** The figures are read again this often while the screen is open and its tab visible. */
export const BACKGROUND_WORK_REFRESH_MS = 10_000;

const backgroundWorkKey = ['background-work'] as const;

/**
 * Each background job's queue, failures, next run and drain pace. TanStack Query asks again every
 * 10 s while the tab is visible (not in the background), so a backlog is seen draining; those
 * reads, which nobody asked for, show no loading overlay.
 */
export function backgroundWorkQuery() {
  return queryOptions({
    queryKey: backgroundWorkKey,
    queryFn: ({ signal, client }) =>
      call(
        API.backgroundWork,
        {},
        { signal, background: client.getQueryData(backgroundWorkKey) !== undefined },
      ),
    refetchInterval: BACKGROUND_WORK_REFRESH_MS,
    meta: { handlesErrors: true },
  });
}
export const useBackgroundWork = () => useQuery(backgroundWorkQuery());
