import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '@web/lib/api-client';
import { notificationKeys } from '@web/lib/notifications';

/** NotificationReadResultSchema, loaded with the first answer to check (not with the first screen's code). */
const readResultAnswer = lazySchema(() =>
  import('@shared/schemas/notification').then((m) => m.NotificationReadResultSchema),
);

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
