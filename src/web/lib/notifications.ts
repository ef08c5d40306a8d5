/**
 * The notification centre's query keys. They live here, not in features/notifications, because the
 * one live-event stream (lib/live-events.ts) refreshes them when a `notification` event arrives.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The bell: the latest few and the unread count. */
  latest: () => [...notificationKeys.all, 'latest'] as const,
  /** The /notificacoes page, keyset-paged. */
  list: () => [...notificationKeys.all, 'list'] as const,
};
