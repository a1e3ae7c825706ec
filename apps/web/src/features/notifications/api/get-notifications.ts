import { EXTRA_API_PATHS, type Notification } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const POLL_MS = 60_000;

export interface NotificationList {
  items: Notification[];
  unread: number;
}

export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return api.get<NotificationList>(EXTRA_API_PATHS.notifications, { signal, background: true });
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
