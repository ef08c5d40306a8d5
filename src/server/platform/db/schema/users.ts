import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountStatus, Role } from '../../../../shared/constants';
import { createdAt, id, updatedAt } from './columns';
import { units } from './units';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<Role>().notNull().default('user'),
    /** 'pending' until an admin approves a public sign-up; 'disabled' once refused (issue 36). */
    status: text('status').$type<AccountStatus>().notNull().default('active'),
    avatarKey: text('avatar_key'),
    avatarVersion: text('avatar_version'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'franqueado', 'user')`),
    check('users_status_check', sql`${t.status} in ('active', 'pending', 'disabled')`),
  ],
);

/** Sessions live in the database so that any app process can serve any request. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
