import type { NotificationKind } from '../../../shared/constants';
import { format, messages } from '../../../shared/messages/pt-BR';
import type {
  Notification,
  NotificationList,
  NotificationReadResult,
  NotificationRecipient,
} from '../../../shared/schemas/notification';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus, NotificationAudience } from '../../platform/events/event-bus';
import type { EmailNotifications } from '../../platform/mail/notifications';
import type { InsertedRecipient, NotificationRow, NotificationsRepository } from './notifications.repository';

const m = messages.notifications;

/** What `notify` is told: who, what happened, about what, the message's values and where it leads. */
export interface NotifyInput {
  /** The listed people, or (a broadcast such as a campaign starting) everyone with one of the roles. */
  to: NotificationAudience;
  kind: NotificationKind;
  /** The consent, campaign or request the notification is about. */
  subjectId: string;
  /** The values of the kind's message (`{ title }`, `{ name }`), rendered when it is read. */
  params: Record<string, string>;
  /** The in-app page it leads to (`/asset/<id>`, `/campaigns/<id>`), or null. */
  link: string | null;
}

/** Kinds that also go by e-mail to the people named. */
const EMAILED_KINDS: ReadonlySet<NotificationKind> = new Set([
  'consent-revoked',
  'consent-expired',
  'request-status',
  'request-comment',
  'request-answered',
]);

/**
 * Role broadcasts that also go by e-mail: a new material request, to the admins (a handful of people
 * whose work it is). A campaign starting goes to every franqueado and stays in the app.
 */
const EMAILED_BROADCASTS: ReadonlySet<NotificationKind> = new Set(['request-created', 'account-pending']);

/**
 * User ids per `notification` event: events cross processes through PostgreSQL NOTIFY, whose
 * payload must stay under 8,000 bytes; 150 ids of 38 characters leave room for the envelope.
 */
const IDS_PER_EVENT = 150;

export function renderMessage(kind: NotificationKind, params: Record<string, string>): string {
  return format(m.kinds[kind], params);
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: String(row.id),
    kind: row.kind,
    message: renderMessage(row.kind, row.params),
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The keyset cursor is the last row's id; anything else a client sends is a 400, never a failed query. */
function decodeCursor(cursor: string | undefined): number | null {
  if (cursor === undefined || cursor === '') return null;
  if (!/^[1-9]\d{0,15}$/.test(cursor) || !Number.isSafeInteger(Number(cursor)))
    throw new AppError('CURSOR_INVALID');
  return Number(cursor);
}

/** A notification id from the route (digits, checked by the schema) as the row's id. */
function rowId(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value)) throw new AppError('NOTIFICATION_NOT_FOUND');
  return value;
}

interface Deps {
  notifications: NotificationsRepository;
  bus: EventBus;
  emailNotifications: EmailNotifications;
  clock: Clock;
}

/**
 * The in-app notification centre (issue 16): stored per person, each person sees and changes only
 * their own. Other features call `notify` after their change has committed.
 */
export function createNotificationsService({ notifications, bus, emailNotifications, clock }: Deps) {
  function announce(to: NotificationAudience, kind: NotificationKind, told: InsertedRecipient[]) {
    if ('roles' in to) {
      bus.publish({ type: 'notification', data: { to: { roles: to.roles }, kind } });
      return;
    }
    for (let start = 0; start < told.length; start += IDS_PER_EVENT) {
      const userIds = told.slice(start, start + IDS_PER_EVENT).map((person) => person.userId);
      bus.publish({ type: 'notification', data: { to: { userIds }, kind } });
    }
  }

  function sendEmails(input: NotifyInput, told: InsertedRecipient[]) {
    emailNotifications.notify(told, () => ({
      subject: format(m.mail.subjects[input.kind], input.params),
      paragraphs: [renderMessage(input.kind, input.params)],
      action: input.link ? { label: m.mail.action, url: input.link } : undefined,
    }));
  }

  return {
    /**
     * Tells each person once (per consent or campaign: a repeat call inserts nothing for those
     * already told), then announces it live to their open pages and, for consent kinds, queues an
     * e-mail to those of the named people who kept e-mail notifications on. Call it after the
     * caller's transaction has committed. Returns how many notifications were inserted.
     */
    async notify(input: NotifyInput): Promise<number> {
      const values = {
        kind: input.kind,
        subjectId: input.subjectId,
        params: input.params,
        link: input.link,
        createdAt: clock.now(),
      };
      const told =
        'roles' in input.to
          ? input.to.roles.length > 0
            ? await notifications.insertForRoles(input.to.roles, values)
            : []
          : await notifications.insertForUsers(input.to.userIds, values);
      if (told.length === 0) return 0;
      announce(input.to, input.kind, told);
      const emailed = 'roles' in input.to ? EMAILED_BROADCASTS : EMAILED_KINDS;
      if (emailed.has(input.kind)) sendEmails(input, told);
      return told.length;
    },

    /** Who was told about `subjectId` and when each read it (the admin's view of a consent). */
    async recipients(subjectId: string, kind?: NotificationKind): Promise<NotificationRecipient[]> {
      const rows = await notifications.recipients(subjectId, kind);
      return rows.map((row) => ({
        userId: row.userId,
        name: row.name,
        email: row.email,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      }));
    },

    /** A page of the person's notifications, newest first, with their unread count. */
    async list(userId: string, query: { cursor?: string; limit: number }): Promise<NotificationList> {
      const beforeId = decodeCursor(query.cursor);
      const [rows, unread] = await Promise.all([
        notifications.list(userId, beforeId, query.limit + 1),
        notifications.unreadCount(userId),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toNotification),
        unread,
        nextCursor: rows.length > query.limit && last ? String(last.id) : null,
      };
    },

    /** Marks one of the person's own notifications read; anyone else's is a 404 like a missing one. */
    async markRead(userId: string, id: string): Promise<NotificationReadResult> {
      if (!(await notifications.markRead(userId, rowId(id), clock.now())))
        throw new AppError('NOTIFICATION_NOT_FOUND');
      return { unread: await notifications.unreadCount(userId) };
    },

    async markAllRead(userId: string): Promise<NotificationReadResult> {
      await notifications.markAllRead(userId, clock.now());
      return { unread: await notifications.unreadCount(userId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
