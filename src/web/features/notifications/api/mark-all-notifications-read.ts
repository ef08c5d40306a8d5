import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notificationKeys } from '@web/lib/notifications';
import { readResultAnswer } from './mark-notification-read';

export function markAllNotificationsRead() {
  return api.post('/api/notifications/read-all', undefined, readResultAnswer);
}

/** POST /api/notifications/read-all: all of mine, read; the bell and the list reload. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
