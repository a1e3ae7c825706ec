import { API } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { call, type Data } from '@/lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const POLL_MS = 60_000;

export type NotificationList = Data<'notifications'>;

export function getNotifications(signal?: AbortSignal) {
  return call(API.notifications, {}, { signal, background: true });
}

/** The caller's latest notifications: polled every minute and again when the window regains focus. */
export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    // A failed poll must not raise a toast every minute; the bell simply keeps its last answer.
    meta: { handlesErrors: true },
  });
}
