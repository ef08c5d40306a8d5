import { inArray, sql } from 'drizzle-orm';
import type { DownloadFormat } from '../../../shared/constants';
import type { Database } from '../../platform/db/client';
import { assetEvents, assets, users } from '../../platform/db/schema/index';
import { type PrintedUnit, printedUnitOf } from '../units';

export type EventKind = 'view' | 'download';

/** What a download event says besides who and what: the format asked for and whether it was stamped. */
export interface DownloadDetails {
  format: DownloadFormat;
  stamped: boolean;
}

/** The user's unit with what a stamp prints, read at download time. */
export type UserUnit = PrintedUnit;

export function createDownloadsRepository(db: Database) {
  return {
    /**
     * Adds 1 to the counter of each asset and records one event per asset, in one transaction.
     * `count = count + 1` in SQL, never read-then-write, so concurrent downloads all count. The
     * event carries the user's unit as it is now (a later move does not rewrite history).
     */
    async record(
      assetIds: string[],
      userId: string,
      kind: EventKind,
      details?: DownloadDetails,
    ): Promise<Map<string, number>> {
      if (assetIds.length === 0) return new Map();
      return db.transaction(async (tx) => {
        const column = kind === 'view' ? assets.viewCount : assets.downloadCount;
        const updated = await tx
          .update(assets)
          .set(kind === 'view' ? { viewCount: sql`${column} + 1` } : { downloadCount: sql`${column} + 1` })
          .where(inArray(assets.id, assetIds))
          .returning({ id: assets.id, count: column });
        if (updated.length > 0) {
          const unitId = sql`(select ${users.unitId} from ${users} where ${users.id} = ${userId})`;
          await tx.insert(assetEvents).values(
            updated.map((row) => ({
              assetId: row.id,
              userId,
              kind,
              unitId,
              format: details?.format ?? null,
              stamped: details ? details.stamped : null,
            })),
          );
        }
        return new Map(updated.map((row) => [row.id, row.count]));
      });
    },

    /** The user's unit and its stamp data, or null when the account has none. */
    unitOf: (userId: string): Promise<UserUnit | null> => printedUnitOf(db, userId),
  };
}

export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
