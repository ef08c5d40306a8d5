import { eq, inArray, sql } from 'drizzle-orm';
import { type AuditChange, recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import { settings } from '../../platform/db/schema/index';

/** Stored values by key (a key never set is absent). */
export type StoredSettings = Record<string, unknown>;

export function createSettingsRepository(db: Database) {
  // Read on every admin's list answer (the content check's expressions): prepared once.
  const value = db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, sql.placeholder('key')))
    .prepare('setting_value');

  return {
    async get<T>(key: string): Promise<T | undefined> {
      const [row] = await value.execute({ key });
      return row?.value as T | undefined;
    },

    async set(key: string, value: unknown): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    },

    /**
     * An admin's change: sets `values` (by key) in one transaction with the audit entry `audit` makes
     * of the stored values before it (none when it answers null).
     */
    async change(
      values: StoredSettings,
      audit: (before: StoredSettings) => AuditChange | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const keys = Object.keys(values);
        if (keys.length === 0) return;
        const rows = await tx.select().from(settings).where(inArray(settings.key, keys)).for('update');
        const before = Object.fromEntries(rows.map((row) => [row.key, row.value]));
        for (const [key, value] of Object.entries(values))
          await tx
            .insert(settings)
            .values({ key, value })
            .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
        const change = audit(before);
        if (change) await recordAudit(tx, change);
      });
    },

    async remove(key: string): Promise<void> {
      await db.delete(settings).where(eq(settings.key, key));
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
