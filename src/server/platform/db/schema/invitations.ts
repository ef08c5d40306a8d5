import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '../../../../shared/constants';
import { createdAt, id } from './columns';
import { units } from './units';
import { users } from './users';

/**
 * Invitations, the normal way into the network (issue 36): an admin names the person, their role and
 * unit; the link (7 days, one use) sets their password. Only the sha256 of the link's token is kept,
 * and a resend replaces it, so the old link dies. Status is read from the dates: revoked, accepted,
 * expired or pending.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_idx').on(t.tokenHash),
    // One open invitation per e-mail: a second one would leave two live links for one person.
    uniqueIndex('invitations_open_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('invitations_created_idx').on(t.createdAt),
    check('invitations_role_check', sql`${t.role} in ('admin', 'franqueado', 'user')`),
  ],
);
