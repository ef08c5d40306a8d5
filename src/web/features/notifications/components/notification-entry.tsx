import { notificationsMessages } from '@shared/messages/notifications';
import type { Notification } from '@shared/schemas/notification';
import { RelativeTime } from '@web/components/relative-time';
import { describeError, notify } from '@web/lib/notify';
import { cn } from '@web/lib/utils';
import { Link } from 'react-router';
import { useMarkNotificationRead } from '../api/mark-notification-read';

const m = notificationsMessages.notifications;

/** Only a path of this app is followed (never `//other.site` or `javascript:`). */
function inAppLink(link: string | null): string | null {
  return link?.startsWith('/') && !link.startsWith('//') ? link : null;
}

export interface NotificationEntryProps {
  notification: Notification;
  /** Called when the person opens it (to close the bell's popover). */
  onOpen?: () => void;
  /** 'compact' in the bell's popover, 'full' on the page. */
  density?: 'compact' | 'full';
}

/**
 * One notification: a dot and "Não lida" (for screen readers) while unread, the message and how long
 * ago. Opening it marks it read and follows its link; without a link, a click marks it read.
 */
export function NotificationEntry({ notification, onOpen, density = 'full' }: NotificationEntryProps) {
  const markRead = useMarkNotificationRead();
  const unread = notification.readAt === null;
  const link = inAppLink(notification.link);

  const open = () => {
    if (unread)
      markRead.mutate(notification.id, {
        onError: (error) => notify.error(describeError(error, m.markReadError)),
      });
    onOpen?.();
  };

  const body = (
    <>
      <span
        aria-hidden
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        {unread ? <span className="sr-only">{m.unread}: </span> : null}
        <span
          className={cn(
            'text-pretty break-words',
            density === 'compact' ? 'text-sm' : 'text-sm sm:text-base',
            unread ? 'font-medium text-foreground' : 'text-muted-foreground',
          )}
        >
          {notification.message}
        </span>
        <RelativeTime at={notification.createdAt} className="text-muted-foreground text-xs" />
      </span>
    </>
  );

  const box = cn(
    'flex w-full gap-3 text-left outline-none transition-colors',
    density === 'compact' ? 'px-4 py-3' : 'px-4 py-4 sm:px-5',
    unread && 'bg-primary/5',
  );
  const interactive = cn(
    box,
    'hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
  );

  if (link)
    return (
      <Link to={link} onClick={open} className={interactive} data-unread={unread || undefined}>
        {body}
      </Link>
    );
  if (unread)
    return (
      <button type="button" onClick={open} className={interactive} data-unread>
        {body}
      </button>
    );
  return <div className={box}>{body}</div>;
}
