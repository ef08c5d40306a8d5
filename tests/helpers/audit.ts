import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/server/platform/db/client';
import { auditLog } from '../../src/server/platform/db/schema/index';
import type { AuditKind } from '../../src/shared/constants';

export type AuditRow = typeof auditLog.$inferSelect;

/** The audit log's rows (of `kind`, for `targetId`, when given), oldest first. */
export function auditRows(
  db: Database,
  filter: { kind?: AuditKind; targetId?: string } = {},
): Promise<AuditRow[]> {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(auditLog.kind, filter.kind));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(asc(auditLog.id));
}

/** The one row of `kind` for `targetId`: fails the test when there is none or more than one. */
export async function onlyAuditRow(db: Database, kind: AuditKind, targetId: string): Promise<AuditRow> {
  const rows = await auditRows(db, { kind, targetId });
  if (rows.length !== 1)
    throw new Error(`expected one '${kind}' entry for ${targetId}, found ${rows.length}`);
  return rows[0]!;
}

/** How many entries the log has (a refused action must leave it as it was). */
export async function auditCount(db: Database): Promise<number> {
  return (await auditRows(db)).length;
}
