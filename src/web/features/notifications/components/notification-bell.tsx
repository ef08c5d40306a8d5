import { format } from '@shared/messages/format';
import { notificationsMessages } from '@shared/messages/notifications';
import { ButtonLink } from '@web/components/button-link';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { Spinner } from '@web/components/ui/spinner';
import { describeError, notify } from '@web/lib/notify';
import { paths } from '@web/lib/paths';
import { BellIcon, CheckCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLatestNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationEntry } from './notification-entry';

const m = notificationsMessages.notifications;

/** "Notificações, 3 não lidas": the bell's accessible name. */
export function bellLabel(unread: number): string {
  if (unread === 0) return m.bellNone;
  if (unread === 1) return m.bellOne;
  return format(m.bellOther, { n: unread });
}

/**
 * Tells screen readers when the count goes up while the page is open (the live events): the
 * button's name changes silently otherwise. Nothing is said for the first count.
 */
function useCountAnnouncement(unread: number | undefined): string {
  const previous = useRef<number | undefined>(undefined);
  const [text, setText] = useState('');
  useEffect(() => {
    if (unread === undefined) return;
    if (previous.current !== undefined && unread > previous.current) setText(bellLabel(unread));
    previous.current = unread;
  }, [unread]);
  return text;
}

/**
 * The header's bell (issue 16): the unread count as a badge, kept current by the live events; opens
 * the latest few, "Marcar todas como lidas" and "Ver todas".
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const latest = useLatestNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = latest.data?.unread ?? 0;
  const items = latest.data?.items ?? [];
  const announcement = useCountAnnouncement(latest.data?.unread);
  const close = () => setOpen(false);

  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" className="relative rounded-full">
            <BellIcon className="size-5" aria-hidden />
            {/* The name is the content, not an aria-label: a label without the badge's visible "9+"
                is a mismatch for voice control (axe label-content-name-mismatch). */}
            <span className="sr-only" data-slot="bell-label">
              {bellLabel(unread)}
            </span>
            {unread > 0 ? (
              <span
                aria-hidden
                data-slot="bell-count"
                className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[10px] text-white leading-none ring-2 ring-background"
              >
                {unread > 9 ? m.badgeMore : unread}
              </span>
            ) : null}
          </Button>
        </PopoverTrigger>
        <PopoverContent
          align="end"
          collisionPadding={12}
          className="flex max-h-[min(32rem,calc(100svh-5rem))] w-[min(24rem,calc(100vw-1.5rem))] flex-col"
          aria-label={m.latest}
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
            <h2 className="font-semibold text-sm">{m.title}</h2>
            {unread > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                className="-mr-2 h-7 px-2 text-xs"
                disabled={markAll.isPending}
                onClick={() =>
                  markAll.mutate(undefined, {
                    onError: (error) => notify.error(describeError(error, m.markAllReadError)),
                  })
                }
              >
                <CheckCheckIcon aria-hidden />
                {m.markAllRead}
              </Button>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {latest.isPending ? (
              <div className="flex justify-center py-8">
                <Spinner />
              </div>
            ) : latest.isError ? (
              <p className="px-4 py-6 text-center text-muted-foreground text-sm">{m.loadError}</p>
            ) : items.length === 0 ? (
              <p className="px-4 py-8 text-center text-muted-foreground text-sm">{m.empty}</p>
            ) : (
              <ul className="divide-y">
                {items.map((item) => (
                  <li key={item.id}>
                    <NotificationEntry notification={item} density="compact" onOpen={close} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="border-t p-1.5">
            <ButtonLink to={paths.notifications} onClick={close} variant="ghost" size="sm" className="w-full">
              {m.seeAll}
            </ButtonLink>
          </div>
        </PopoverContent>
      </Popover>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
