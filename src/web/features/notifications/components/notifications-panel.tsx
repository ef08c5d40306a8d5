import { notificationsMessages } from '@shared/messages/notifications';
import { LoadMoreButton } from '@web/components/data-table';
import { Page } from '@web/components/page';
import { PageHeader } from '@web/components/page-header';
import { LoadError, StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { ListSkeleton } from '@web/components/ui/skeleton';
import { countText } from '@web/lib/format';
import { describeError, notify } from '@web/lib/notify';
import { BellOffIcon, CheckCheckIcon } from 'lucide-react';
import { useLatestNotifications, useNotificationList } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationEntry } from './notification-entry';

const m = notificationsMessages.notifications;

/** /notificacoes: all of mine, newest first, "Carregar mais", "Marcar todas como lidas". */
export function NotificationsPanel() {
  const list = useNotificationList();
  // The unread count: the bell's query (both reload together on every change).
  const summary = useLatestNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = summary.data?.unread ?? 0;

  return (
    <Page width="3xl">
      <PageHeader
        title={m.title}
        description={m.description}
        actions={
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            disabled={unread === 0 || markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: () => notify.success(m.allRead),
                onError: (error) => notify.error(describeError(error, m.markAllReadError)),
              })
            }
          >
            <CheckCheckIcon aria-hidden />
            {m.markAllRead}
          </Button>
        }
      >
        {summary.data && unread > 0 ? (
          <p className="font-medium text-foreground/80 text-sm">
            {countText(unread, m.unreadCountOne, m.unreadCountOther)}
          </p>
        ) : null}
      </PageHeader>

      <div className="mt-6">
        {list.isPending ? (
          <ListSkeleton rows={4} className="gap-5 rounded-xl border p-5" />
        ) : list.isError && list.rows.length === 0 ? (
          <LoadError message={m.loadError} onRetry={() => list.refetch()} />
        ) : list.rows.length === 0 ? (
          <div className="rounded-xl border border-dashed bg-muted/30">
            <StatePanel icon={BellOffIcon} tone="muted" titleAs="h2" title={m.empty} text={m.emptyHint} />
          </div>
        ) : (
          <>
            <ul className="divide-y overflow-hidden rounded-xl border bg-card">
              {list.rows.map((item) => (
                <li key={item.id}>
                  <NotificationEntry notification={item} />
                </li>
              ))}
            </ul>
            {list.hasMore ? (
              <div className="mt-4 flex justify-center">
                <LoadMoreButton onClick={list.loadMore} busy={list.loadingMore} />
              </div>
            ) : null}
          </>
        )}
      </div>
    </Page>
  );
}
