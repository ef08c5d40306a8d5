import { z } from 'zod';
import type {
  AuditActorList,
  AuditEntry,
  AuditFilter,
  AuditListParams,
  AuditPage,
} from '../../../shared/schemas/audit';
import { isInstant } from '../../platform/db/instant';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import type { AuditCursor, AuditPageRow, AuditRepository } from './audit.repository';
import { targetKey } from './audit.repository';

/** Rows the CSV reads per query: a year of entries is never held in memory at once. */
const CSV_BATCH = 500;

const CursorSchema = z.object({
  at: z.string().refine(isInstant),
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

const cursorOf = (row: AuditPageRow): string =>
  encodeCursor({ at: row.cursorAt, id: row.id } satisfies AuditCursor);

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * The audit log read back (issue 17): admins list it by person, kind and period, newest first, in
 * keyset pages, and export it as CSV. Nothing here writes: entries are written by `recordAudit`, in
 * the transaction of the change they record, and are never changed.
 */
export function createAuditService({ audit }: { audit: AuditRepository }) {
  async function toEntries(rows: AuditPageRow[]): Promise<AuditEntry[]> {
    const names = await audit.targetNames(rows);
    return rows.map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      actorId: row.actorId,
      actorName: row.actorName,
      ip: row.ip,
      kind: row.kind,
      targetType: row.targetType,
      targetId: row.targetId,
      targetName: row.targetId ? (names.get(targetKey(row.targetType, row.targetId)) ?? null) : null,
      before: asRecord(row.before),
      after: asRecord(row.after),
    }));
  }

  return {
    async list(query: AuditListParams): Promise<AuditPage> {
      const { cursor, limit, ...filter } = query;
      const rows = await audit.page(
        filter,
        limit + 1,
        cursor ? decodeCursor(cursor, CursorSchema) : undefined,
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: await toEntries(page),
        nextCursor: rows.length > page.length && last ? cursorOf(last) : null,
      };
    },

    /** Every entry the filter selects, newest first, read in keyset batches (the CSV export). */
    async *all(filter: AuditFilter): AsyncGenerator<AuditEntry> {
      let cursor: AuditCursor | undefined;
      for (;;) {
        const rows = await audit.page(filter, CSV_BATCH, cursor);
        for (const entry of await toEntries(rows)) yield entry;
        const last = rows.at(-1);
        if (!last || rows.length < CSV_BATCH) return;
        cursor = { at: last.cursorAt, id: last.id };
      }
    },

    async actors(): Promise<AuditActorList> {
      return { items: await audit.actors() };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
