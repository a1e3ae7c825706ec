import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { NOTIFICATIONS_KEY, type NotificationList } from './get-notifications';

/** Marks the given notifications read, or all of them when `ids` is left out. */
export function markRead(ids?: number[]) {
  return call(API.markNotificationsRead, { body: ids ? { ids } : {} }, { background: true });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    // The bell updates at once; the refetch afterwards brings the server's own count.
    onMutate: (ids) => {
      client.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => {
        if (!list) return list;
        const items = list.items.map((item) =>
          !ids || ids.includes(item.id) ? { ...item, isRead: true } : item,
        );
        const newlyRead = list.items.filter((item) => !item.isRead && (!ids || ids.includes(item.id))).length;
        return { items, unread: Math.max(0, list.unread - newlyRead) };
      });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
