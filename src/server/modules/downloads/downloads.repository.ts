import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assetEvents, assets } from '../../db/schema/index';

export type EventKind = 'view' | 'download';

export function createDownloadsRepository(db: Database) {
  return {
    /**
     * Adds 1 to the counter of each asset and records one event per asset, in one transaction.
     * `count = count + 1` in SQL, never read-then-write, so concurrent downloads all count.
     */
    async record(assetIds: string[], userId: string, kind: EventKind): Promise<Map<string, number>> {
      if (assetIds.length === 0) return new Map();
      return db.transaction(async (tx) => {
        const column = kind === 'view' ? assets.viewCount : assets.downloadCount;
        const updated = await tx
          .update(assets)
          .set(kind === 'view' ? { viewCount: sql`${column} + 1` } : { downloadCount: sql`${column} + 1` })
          .where(inArray(assets.id, assetIds))
          .returning({ id: assets.id, count: column });
        if (updated.length > 0) {
          await tx.insert(assetEvents).values(updated.map((row) => ({ assetId: row.id, userId, kind })));
        }
        return new Map(updated.map((row) => [row.id, row.count]));
      });
    },
  };
}

export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
