import {
  aliasedTable,
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  isNotNull,
  isNull,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { InvitationStatus, Role } from '../../../shared/constants';
import { type AuditChange, recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { invitations, units, users } from '../../platform/db/schema/index';

const inviters = aliasedTable(users, 'inviters');

/** An invitation with the names a screen shows beside it. */
export type InvitationRow = typeof invitations.$inferSelect & {
  unitName: string | null;
  invitedByName: string | null;
};

const invitationColumns = {
  ...getTableColumns(invitations),
  unitName: units.name,
  invitedByName: inviters.name,
};

/** Neither accepted nor revoked: its link may still work (or has just expired). */
const open = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

/** The SQL condition of each status at `now`. */
function statusIs(status: InvitationStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'accepted':
      return isNotNull(invitations.acceptedAt);
    case 'revoked':
      return and(isNull(invitations.acceptedAt), isNotNull(invitations.revokedAt));
    case 'expired':
      return and(open(), lte(invitations.expiresAt, now));
    case 'pending':
      return and(open(), gt(invitations.expiresAt, now));
  }
}

export function statusOf(row: typeof invitations.$inferSelect, now: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

export interface NewInvitation {
  name: string;
  email: string;
  role: Role;
  unitId: string | null;
  tokenHash: string;
  invitedBy: string | null;
  expiresAt: Date;
}

export function createInvitationsRepository(db: Database) {
  /** Changes an invitation still open, with its audit entry. False when it was already closed. */
  const changeOpen = (id: string, values: Partial<typeof invitations.$inferInsert>, audit: AuditChange) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(invitations)
        .set(values)
        .where(and(eq(invitations.id, id), open()))
        .returning({ id: invitations.id });
      if (row) await recordAudit(tx, audit);
      return Boolean(row);
    });

  const selectInvitations = (where?: SQL) =>
    db
      .select(invitationColumns)
      .from(invitations)
      .leftJoin(units, eq(units.id, invitations.unitId))
      .leftJoin(inviters, eq(inviters.id, invitations.invitedBy))
      .where(where);

  async function findById(id: string): Promise<InvitationRow | undefined> {
    const [row] = await selectInvitations(eq(invitations.id, id));
    return row;
  }

  return {
    findById,

    async findByTokenHash(tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await selectInvitations(eq(invitations.tokenHash, tokenHash));
      return row;
    },

    /** Newest first; at most 500 (a network invites far fewer at a time). */
    async list(status: InvitationStatus | undefined, now: Date): Promise<InvitationRow[]> {
      return selectInvitations(status ? statusIs(status, now) : undefined)
        .orderBy(desc(invitations.createdAt), desc(invitations.id))
        .limit(500);
    },

    /**
     * Stores a new invitation with its audit entry. An expired, still open invitation of the same
     * e-mail is closed first (revoked), so the new link is the only one; a pending one is kept and
     * the insert answers 'pending'. 'member' when the e-mail already has an account.
     */
    async create(
      values: NewInvitation,
      now: Date,
      audit: (id: string) => AuditChange,
    ): Promise<{ id: string } | 'pending' | 'member'> {
      try {
        return await db.transaction(async (tx) => {
          const email = values.email.toLowerCase();
          const [member] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(sql`lower(${users.email})`, email));
          if (member) return 'member';
          await tx
            .update(invitations)
            .set({ revokedAt: now })
            .where(and(open(), eq(sql`lower(${invitations.email})`, email), lte(invitations.expiresAt, now)));
          const [row] = await tx.insert(invitations).values(values).returning({ id: invitations.id });
          await recordAudit(tx, audit(row!.id));
          return row!;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'pending';
        throw error;
      }
    },

    /** A new link for an open invitation (the old one dies) and seven more days. False when closed. */
    renew(id: string, tokenHash: string, expiresAt: Date, audit: AuditChange): Promise<boolean> {
      return changeOpen(id, { tokenHash, expiresAt }, audit);
    },

    /** Closes an open invitation: its link stops working. False when it was already closed. */
    revoke(id: string, now: Date, audit: AuditChange): Promise<boolean> {
      return changeOpen(id, { revokedAt: now }, audit);
    },

    /**
     * Spends the invitation and creates the account in one transaction. Only an invitation still
     * pending at `now` is spent, so two simultaneous uses cannot both create an account. 'closed'
     * when it was spent meanwhile, 'member' when the e-mail got an account meanwhile.
     */
    async accept(
      tokenHash: string,
      now: Date,
      passwordHash: string,
      audit: (userId: string) => AuditChange,
    ): Promise<{ userId: string } | 'closed' | 'member'> {
      try {
        return await db.transaction(async (tx) => {
          const [spent] = await tx
            .update(invitations)
            .set({ acceptedAt: now })
            .where(and(eq(invitations.tokenHash, tokenHash), open(), gt(invitations.expiresAt, now)))
            .returning();
          if (!spent) return 'closed' as const;
          const [user] = await tx
            .insert(users)
            .values({
              name: spent.name,
              email: spent.email,
              passwordHash,
              role: spent.role,
              unitId: spent.unitId,
              status: 'active',
            })
            .returning({ id: users.id });
          await tx.update(invitations).set({ acceptedUserId: user!.id }).where(eq(invitations.id, spent.id));
          await recordAudit(tx, audit(user!.id));
          return { userId: user!.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'member';
        throw error;
      }
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
