import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { type AuditChange, recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import { sessions, units, users } from '../../platform/db/schema/index';
import type { createSignedInCache } from '../../platform/security/signed-in-cache';
import { userWithUnitColumns } from '../users';

export type SessionRow = typeof sessions.$inferSelect;

/** A session with its user, as every request with a cookie reads it. */
export type SessionWithUser = {
  session: SessionRow;
  user: typeof users.$inferSelect & { unitName: string | null };
};

/** `signedIn` keeps what `findWithUser` read for a moment, and is told of every change here. */
export function createSessionsRepository(
  db: Database,
  signedIn: ReturnType<typeof createSignedInCache<SessionWithUser>>,
) {
  // Every API request with a cookie asks this: prepared once (a named statement on PostgreSQL, so it
  // is parsed and planned once per connection, and drizzle does not rebuild it per request).
  const withUser = db
    .select({ session: sessions, user: userWithUnitColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(units, eq(units.id, users.unitId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_with_user');

  return {
    /** Starts a session; an admin's sign-in (`audit`) is recorded in the same transaction. */
    async create(values: typeof sessions.$inferInsert, audit?: AuditChange): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(sessions).values(values);
        if (audit) await recordAudit(tx, audit);
      });
    },

    /** A refused sign-in (`auth.login-failed`): the e-mail tried and the client's address, never the password. */
    async recordFailedSignIn(audit: AuditChange): Promise<void> {
      await recordAudit(db, audit);
    },

    findWithUser(tokenHash: string): Promise<SessionWithUser | undefined> {
      return signedIn.read(tokenHash, async () => (await withUser.execute({ tokenHash }))[0]);
    },

    async extend(tokenHash: string, expiresAt: Date, lastUsedAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt, lastUsedAt }).where(eq(sessions.tokenHash, tokenHash));
      signedIn.forgetToken(tokenHash);
    },

    async delete(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      signedIn.forgetToken(tokenHash);
    },

    async deleteOthersOfUser(userId: string, keepTokenHash: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
      signedIn.forgetUser(userId);
    },

    /** Sessions still valid at `now` that started after `startedAfter` (the absolute lifetime). */
    async listActiveOfUser(userId: string, now: Date, startedAfter: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.createdAt, startedAfter)),
        )
        .orderBy(desc(sessions.lastUsedAt));
    },

    /** Signs a user out everywhere: an admin's action, recorded in the audit log with it. */
    async deleteAllOfUser(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const ended = await tx
          .delete(sessions)
          .where(eq(sessions.userId, userId))
          .returning({ userId: sessions.userId });
        await recordAudit(tx, {
          kind: 'user.sessions-end',
          targetId: userId,
          after: { sessions: ended.length },
        });
      });
      signedIn.forgetUser(userId);
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
