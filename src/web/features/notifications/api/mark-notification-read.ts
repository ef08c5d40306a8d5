import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '@web/lib/api-client';
import { notificationKeys } from '@web/lib/notifications';

/** The answer of both read routes (this one and read-all). */
export const readResultAnswer = lazySchema(() =>
  import('@shared/schemas/notification').then((m) => m.NotificationReadResultSchema),
);

export function markNotificationRead(id: string) {
  return api.post(`/api/notifications/${encodeURIComponent(id)}/read`, undefined, readResultAnswer);
}

/** POST /api/notifications/:id/read: one of mine, read; the bell and the list reload. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
