import { NOTIFICATION_LIMITS } from '@shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '@web/lib/api-client';
import { notificationKeys } from '@web/lib/notifications';
import { useKeysetList } from '@web/lib/use-keyset-list';

const notificationListAnswer = lazySchema(() =>
  import('@shared/schemas/notification').then((m) => m.NotificationListSchema),
);

export function getNotifications(
  { cursor, limit }: { cursor?: string | null; limit?: number },
  signal?: AbortSignal,
) {
  const search = new URLSearchParams();
  if (cursor) search.set('cursor', cursor);
  if (limit) search.set('limit', String(limit));
  const qs = search.toString();
  return api.get(`/api/notifications${qs ? `?${qs}` : ''}`, notificationListAnswer, { signal });
}

export const latestNotificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.latest(),
  queryFn: ({ signal }) => getNotifications({ limit: NOTIFICATION_LIMITS.latestCount }, signal),
  // Kept current by the live events (lib/live-events.ts); a refetch on focus covers a lost stream.
  staleTime: 60_000,
});

/** GET /api/notifications?limit=5: the bell's latest few and the unread count. */
export function useLatestNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...latestNotificationsQueryOptions, enabled });
}

/** GET /api/notifications, every page loaded so far (the /notificacoes page's "Carregar mais"). */
export function useNotificationList() {
  return useKeysetList({
    queryKey: notificationKeys.list(),
    fetchPage: (cursor, signal) => getNotifications({ cursor }, signal),
  });
}
