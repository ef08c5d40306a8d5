import { NotificationReadResultSchema } from '@shared/schemas/notification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notificationKeys } from '@web/lib/notifications';

export function markNotificationRead(id: string) {
  return api.post(
    `/api/notifications/${encodeURIComponent(id)}/read`,
    undefined,
    NotificationReadResultSchema,
  );
}

/** POST /api/notifications/:id/read: one of mine, read; the bell and the list reload. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
