import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditKind } from '../../../../shared/constants';

/**
 * The audit log (issue 17): who did what, when and from where, written in the same transaction as
 * the change. No foreign key to users: an entry outlives its actor, whose name is kept as it was.
 * A trigger (migration 0016) refuses UPDATE, and DELETE of entries younger than a year.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    ip: text('ip'),
    kind: text('kind').$type<AuditKind>().notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_kind_idx').on(t.kind, t.at),
  ],
);
