import { type SQL, sql } from 'drizzle-orm';
import type { TextStatus } from '../../../shared/constants';
import { type Database, queryRows } from '../../platform/db/client';

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

    /** Files per state of reading their text (issue 39); a state with none is 0. */
    async textReading(): Promise<Record<TextStatus, number>> {
      const found = await rows<{ status: TextStatus; n: string }>(
        sql`select status, count(*) as n from asset_text_status group by status`,
      );
      const counts = { done: 0, pending: 0, failed: 0, none: 0 };
      for (const r of found) counts[r.status] = Number(r.n);
      return counts;
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
      // Each term with the material requests made from it (GET /api/requests?search= lists them).
      const found = await rows<{ query: string; n: string; last: string; requests: string }>(sql`
        select min(query) as query, count(*) as n, max(created_at)::text as last,
          (select count(*) from material_requests r where lower(r.from_search) = lower(min(search_logs.query))) as requests
        from search_logs where result_count = 0 and created_at >= ${since.toISOString()}::timestamptz
        group by lower(query) order by count(*) desc, max(created_at) desc limit ${limit}`);
      return found.map((r) => ({
        query: r.query,
        count: Number(r.n),
        lastSearchedAt: new Date(r.last).toISOString(),
        requests: Number(r.requests),
      }));
    },

    /** Material requests first answered since `since`, and the median time to that answer (seconds). */
    async requestAnswers(since: Date): Promise<{ answered: number; medianAnswerSeconds: number | null }> {
      const [row] = await rows<{ answered: string; median: string | number | null }>(sql`
        select count(*) as answered,
          percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at)) as median
        from material_requests
        where answered_at is not null and answered_at >= ${since.toISOString()}::timestamptz`);
      const median = row?.median === null || row?.median === undefined ? null : Number(row.median);
      return {
        answered: Number(row?.answered ?? 0),
        medianAnswerSeconds: median === null ? null : Math.max(0, Math.round(median)),
      };
    },

    /**
     * Every unit with its downloads in [start, end), its people, its last activity and last download
     * (any time), busiest first. The last-activity lookups walk the (unit_id, created_at) index
     * backwards, one short scan per unit.
     */
    async unitActivity(start: Date, end: Date) {
      const found = await rows<{
        id: string;
        name: string;
        city: string | null;
        uf: string | null;
        active: boolean;
        is_franchisor: boolean;
        users: string;
        downloads: string | null;
        stamped: string | null;
        last_activity: string | null;
        last_download: string | null;
      }>(sql`
        with period as (
          select unit_id, count(*) as downloads, count(*) filter (where stamped) as stamped
          from asset_events
          where kind = 'download' and unit_id is not null
            and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
          group by unit_id
        )
        select u.id, u.name, u.city, u.uf, u.active, u.is_franchisor,
          (select count(*) from users where users.unit_id = u.id) as users,
          p.downloads, p.stamped,
          (select max(created_at)::text from asset_events e where e.unit_id = u.id) as last_activity,
          (select e.created_at::text from asset_events e where e.unit_id = u.id and e.kind = 'download'
            order by e.created_at desc limit 1) as last_download
        from units u left join period p on p.unit_id = u.id
        order by coalesce(p.downloads, 0) desc, lower(u.name), u.id`);
      return found.map((r) => ({
        unitId: r.id,
        name: r.name,
        city: r.city,
        uf: r.uf,
        active: r.active,
        isFranchisor: r.is_franchisor,
        users: Number(r.users),
        downloads: Number(r.downloads ?? 0),
        stamped: Number(r.stamped ?? 0),
        lastActivityAt: r.last_activity ? new Date(r.last_activity) : null,
        lastDownloadAt: r.last_download ? new Date(r.last_download) : null,
      }));
    },

    /** Each unit's `limit` most downloaded assets in [start, end). */
    async unitTopAssets(start: Date, end: Date, limit: number) {
      const found = await rows<{ unit_id: string; id: string; title: string; n: string }>(sql`
        select t.unit_id, a.id, a.title, t.n
        from (
          select unit_id, asset_id, count(*) as n,
            row_number() over (partition by unit_id order by count(*) desc, max(created_at) desc) as rank
          from asset_events
          where kind = 'download' and unit_id is not null
            and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
          group by unit_id, asset_id
        ) t join assets a on a.id = t.asset_id
        where t.rank <= ${limit}
        order by t.unit_id, t.n desc, t.rank`);
      return found.map((r) => ({ unitId: r.unit_id, id: r.id, title: r.title, downloads: Number(r.n) }));
    },

    /** One asset's download events (latest first, at most `limit`), their total and a count per unit. */
    async assetDownloads(assetId: string, limit: number) {
      const [latest, byUnit] = await Promise.all([
        rows<{
          id: string;
          at: string;
          user_name: string | null;
          unit_id: string | null;
          unit_name: string | null;
          format: string | null;
          stamped: boolean | null;
        }>(sql`
          select e.id::text as id, e.created_at::text as at, us.name as user_name, e.unit_id, un.name as unit_name, e.format, e.stamped
          from asset_events e
          left join users us on us.id = e.user_id
          left join units un on un.id = e.unit_id
          where e.asset_id = ${assetId} and e.kind = 'download'
          order by e.created_at desc, e.id desc limit ${limit}`),
        rows<{ unit_id: string | null; unit_name: string | null; n: string; last_at: string }>(sql`
          select e.unit_id, un.name as unit_name, count(*) as n, max(e.created_at)::text as last_at
          from asset_events e left join units un on un.id = e.unit_id
          where e.asset_id = ${assetId} and e.kind = 'download'
          group by e.unit_id, un.name
          order by count(*) desc, max(e.created_at) desc`),
      ]);
      return {
        total: byUnit.reduce((sum, r) => sum + Number(r.n), 0),
        byUnit: byUnit.map((r) => ({
          unitId: r.unit_id,
          unitName: r.unit_name,
          downloads: Number(r.n),
          lastAt: new Date(r.last_at).toISOString(),
        })),
        items: latest.map((r) => ({
          id: r.id,
          at: new Date(r.at).toISOString(),
          userName: r.user_name,
          unitId: r.unit_id,
          unitName: r.unit_name,
          format: r.format,
          stamped: r.stamped,
        })),
      };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
