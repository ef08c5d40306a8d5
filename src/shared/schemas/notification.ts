import { NOTIFICATION_KINDS, NOTIFICATION_LIMITS } from '../constants';
import { commonMessages } from '../messages/common';
import { notificationsMessages } from '../messages/notifications';
import { queryInteger, safeText } from './input';
import { z } from './z';

const m = notificationsMessages.notifications;

/** A notification's id: the row's bigint identity, as digits (a JSON number could lose precision). */
const notificationId = safeText().regex(/^[1-9]\d{0,17}$/, commonMessages.validation.idInvalid);

/** One notification as its owner sees it: the text already rendered from the catalogue in pt-BR. */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
  /** The in-app page it leads to (`/asset/…`, `/campaigns/…`), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /api/notifications`: one page, newest first, and how many of the person's are unread. */
export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unread: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationListQuerySchema = z.object({
  /** The `nextCursor` of the previous page (opaque to clients). */
  cursor: safeText().max(40).optional(),
  limit: queryInteger(1, NOTIFICATION_LIMITS.pageSizeMax, m.limitInvalid).default(
    NOTIFICATION_LIMITS.pageSizeDefault,
  ),
});
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

export const NotificationParamsSchema = z.object({ id: notificationId });

/** `POST /api/notifications/:id/read` and `/read-all`: what is still unread afterwards. */
export const NotificationReadResultSchema = z.object({ unread: z.number().int().nonnegative() });
export type NotificationReadResult = z.infer<typeof NotificationReadResultSchema>;

/** The `notification` server-sent event a page receives: something new for the signed-in person. */
export const NotificationEventSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS) });

/** Who was told about a consent or campaign, and when each read it (the admin's view). */
export const NotificationRecipientSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationRecipient = z.infer<typeof NotificationRecipientSchema>;
