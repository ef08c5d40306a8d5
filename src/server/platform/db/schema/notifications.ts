import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationKind } from '../../../../shared/constants';
import { createdAt } from './columns';
import { users } from './users';

/**
 * The in-app notification centre (issue 16): one row per person and event. The text is rendered
 * from the message catalogue with `params` (so a title is shown as it was when the event happened);
 * `subjectId` is the consent, campaign or request the event is about, and the unique index makes
 * "each person is told once" hold for consents and campaigns whichever process sends it (a request
 * may notify at each change).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    /** Where the notification leads in the app (`/assets/…`, `/campaigns/…`), or null. */
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('consent-revoked', 'consent-expired', 'campaign-started', 'request-created', 'request-status', 'request-comment', 'request-answered', 'account-pending')`,
    ),
    uniqueIndex('notifications_once_idx')
      .on(t.userId, t.kind, t.subjectId)
      .where(sql`${t.kind} in ('consent-revoked', 'consent-expired', 'campaign-started')`),
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_subject_idx').on(t.subjectId),
  ],
);
