import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import { rateLimits } from '../db/schema/index';

export interface HitRow {
  count: number;
  /** Until the window ends, by the database's clock (app processes' clocks may differ). */
  remainingMs: number;
}

export function createRateLimitsRepository(db: Database) {
  return {
    /**
     * Counts one hit in one statement: a new key or an ended window starts at 1 for `windowMs`,
     * a live window counts up. Concurrent hits never lose a count.
     */
    async hit(key: string, windowMs: number): Promise<HitRow> {
      const [row] = await queryRows<HitRow>(
        db,
        sql`insert into ${rateLimits} as r (key, count, window_ends_at)
            values (${key}, 1, now() + ${windowMs}::float8 * interval '1 millisecond')
            on conflict (key) do update set
              count = case when r.window_ends_at <= now() then 1 else r.count + 1 end,
              window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at
                                    else r.window_ends_at end
            returning r.count as "count",
              greatest(0, ceil(extract(epoch from (r.window_ends_at - now())) * 1000))::integer
                as "remainingMs"`,
      );
      if (!row) throw new Error('rate limit upsert returned no row');
      return { count: Number(row.count), remainingMs: Number(row.remainingMs) };
    },

    /** Takes back one hit of a live window (an attempt that turned out fine). */
    async undo(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(
          and(eq(rateLimits.key, key), gt(rateLimits.count, 0), gt(rateLimits.windowEndsAt, sql`now()`)),
        );
    },

    async delete(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Every counter whose key starts with `prefix` (all of one e-mail's per-address counters). */
    async deleteByPrefix(prefix: string): Promise<void> {
      await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
    },

    async deleteEnded(): Promise<number> {
      const removed = await db
        .delete(rateLimits)
        .where(lte(rateLimits.windowEndsAt, sql`now()`))
        .returning({ key: rateLimits.key });
      return removed.length;
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
