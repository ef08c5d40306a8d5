import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';

/** Days are counted in the network's time zone, so "today" matches the marketing team's day. */
export const STATS_TIME_ZONE = 'America/Sao_Paulo';

export function createStatsRepository(db: Database) {
  const rows = <T>(query: SQL) => queryRows<T>(db, query);

  return {
    async totals() {
      const [row] = await rows<{ assets: string; downloads: string; views: string }>(sql`
        select count(*) as assets, coalesce(sum(download_count), 0) as downloads, coalesce(sum(view_count), 0) as views
        from assets`);
      return {
        assets: Number(row?.assets ?? 0),
        downloads: Number(row?.downloads ?? 0),
        views: Number(row?.views ?? 0),
      };
    },

    async byType(): Promise<Record<string, number>> {
      const found = await rows<{ type: string; n: string }>(
        sql`select type, count(*) as n from assets group by type`,
      );
      return Object.fromEntries(found.map((r) => [r.type, Number(r.n)]));
    },

    async topIds(order: 'downloads' | 'views' | 'latest', limit: number): Promise<string[]> {
      const orderBy =
        order === 'downloads'
          ? sql`download_count desc, uploaded_at desc`
          : order === 'views'
            ? sql`view_count desc, uploaded_at desc`
            : sql`uploaded_at desc`;
      const found = await rows<{ id: string }>(
        sql`select id from assets order by ${orderBy}, id limit ${limit}`,
      );
      return found.map((r) => r.id);
    },

    async dailyEvents(since: Date): Promise<Array<{ day: string; views: number; downloads: number }>> {
      const found = await rows<{ day: string; views: string; downloads: string }>(sql`
        select to_char(created_at at time zone ${STATS_TIME_ZONE}, 'YYYY-MM-DD') as day,
          count(*) filter (where kind = 'view') as views,
          count(*) filter (where kind = 'download') as downloads
        from asset_events where created_at >= ${since.toISOString()}::timestamptz
        group by 1 order by 1`);
      return found.map((r) => ({ day: r.day, views: Number(r.views), downloads: Number(r.downloads) }));
    },

    async zeroResultSearches(since: Date, limit: number) {
      const found = await rows<{ query: string; n: string; last: string }>(sql`
        select min(query) as query, count(*) as n, max(created_at)::text as last
        from search_logs where result_count = 0 and created_at >= ${since.toISOString()}::timestamptz
        group by lower(query) order by count(*) desc, max(created_at) desc limit ${limit}`);
      return found.map((r) => ({
        query: r.query,
        count: Number(r.n),
        lastSearchedAt: new Date(r.last).toISOString(),
      }));
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
