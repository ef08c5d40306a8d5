import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { type AuditChange, recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import { passwordResetTokens, sessions, users } from '../../platform/db/schema/index';
import type { SignedInForgetting } from '../../platform/security/signed-in-cache';

/** `signedIn` forgets the sessions a spent link ends. */
export function createPasswordResetRepository(db: Database, signedIn: SignedInForgetting) {
  return {
    /** Stores a link's token hash; an admin's sending (`audit`) is recorded in the same transaction. */
    async create(
      values: { tokenHash: string; userId: string; expiresAt: Date },
      audit?: AuditChange,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values(values);
        if (audit) await recordAudit(tx, audit);
      });
    },

    /** The user of a token that is neither spent nor expired at `now`. */
    async findUsable(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ user: users })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        );
      return row?.user;
    },

    /**
     * In one transaction: spends the token (only if still usable, so two simultaneous uses cannot
     * both succeed), sets the password, spends the user's other links and ends all their sessions.
     * False when the token was no longer usable.
     */
    async consume(tokenHash: string, now: Date, passwordHash: string): Promise<boolean> {
      const spent = await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!spent) return undefined;
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
        await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
        return spent.userId;
      });
      if (spent) signedIn.forgetUser(spent);
      return spent !== undefined;
    },

    async deleteExpiredBefore(before: Date): Promise<void> {
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
