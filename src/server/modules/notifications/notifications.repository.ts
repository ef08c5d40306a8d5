import { and, asc, count, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { NotificationKind, Role } from '../../../shared/constants';
import { type Database, queryRows } from '../../platform/db/client';
import { notifications, users } from '../../platform/db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;

/** One person told by a notify: what an e-mail copy needs. */
export interface InsertedRecipient {
  userId: string;
  name: string;
  email: string;
  emailNotifications: boolean;
}

export interface NewNotification {
  kind: NotificationKind;
  subjectId: string;
  params: Record<string, string>;
  link: string | null;
  createdAt: Date;
}

/** Ids per statement: far under PostgreSQL's 65,535 parameters, and a short statement. */
const IDS_PER_STATEMENT = 1000;

export function createNotificationsRepository(db: Database) {
  /**
   * One row per person `who` selects from users (so a deleted account is skipped, never a foreign-key
   * error); a person already told about this consent or campaign is skipped by the partial unique
   * index. Returns the people actually inserted.
   */
  async function insertFor(who: SQL, values: NewNotification): Promise<InsertedRecipient[]> {
    // Raw SQL: drizzle's insert-select would name the identity column too.
    const inserted = await queryRows<{ user_id: string }>(
      db,
      sql`insert into ${notifications} (user_id, kind, subject_id, params, link, created_at)
        select ${users.id}, ${values.kind}, ${values.subjectId}::uuid,
          ${JSON.stringify(values.params)}::jsonb, ${values.link}::text,
          ${values.createdAt.toISOString()}::timestamptz
        from ${users} where ${who}
        on conflict do nothing
        returning user_id`,
    );
    if (inserted.length === 0) return [];
    const ids = inserted.map((row) => row.user_id);
    const people: InsertedRecipient[] = [];
    for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT)
      people.push(
        ...(await db
          .select({
            userId: users.id,
            name: users.name,
            email: users.email,
            emailNotifications: users.emailNotifications,
          })
          .from(users)
          .where(inArray(users.id, ids.slice(start, start + IDS_PER_STATEMENT)))),
      );
    return people;
  }

  return {
    async insertForUsers(userIds: string[], values: NewNotification): Promise<InsertedRecipient[]> {
      const unique = [...new Set(userIds)];
      const people: InsertedRecipient[] = [];
      for (let start = 0; start < unique.length; start += IDS_PER_STATEMENT)
        people.push(
          ...(await insertFor(inArray(users.id, unique.slice(start, start + IDS_PER_STATEMENT)), values)),
        );
      return people;
    },

    /** The broadcast form: everyone with one of `roles`, in one INSERT ... SELECT. */
    insertForRoles(roles: Role[], values: NewNotification): Promise<InsertedRecipient[]> {
      return insertFor(inArray(users.role, roles), values);
    },

    /** A person's notifications, newest first, after the keyset position `beforeId`. */
    list(userId: string, beforeId: number | null, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            beforeId === null ? undefined : lt(notifications.id, beforeId),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Marks one of the person's notifications read (the first reading time is kept); false if not theirs. */
    async markRead(userId: string, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** Who was told about `subjectId` (of `kind`, when given), and when each read it. */
    recipients(subjectId: string, kind?: NotificationKind) {
      return db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(
          and(
            eq(notifications.subjectId, subjectId),
            kind === undefined ? undefined : eq(notifications.kind, kind),
          ),
        )
        .orderBy(asc(notifications.createdAt), asc(users.name), asc(notifications.id));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
