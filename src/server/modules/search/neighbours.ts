import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/db/client';
import { source, sqlList } from './search-sql';

/**
 * The related candidates of `id` whose links score at least `floor` (by default the `limit`-th best
 * links' score less one), each row read by its key, best `limit` first; the floor used comes back on
 * every row, and alone (null id) when none qualifies.
 */
function relatedAbove(id: string, type: string, limit: number, day: string | undefined, floor?: number): SQL {
  const computed = sql`coalesce((select s from scores order by s desc offset ${limit - 1} limit 1), 1) - 1`;
  return sql`
    with shared as (
      select ac.asset_id as id, 3 as s from asset_categories ac
        where ac.category_id in (select category_id from asset_categories where asset_id = ${id}) and ac.asset_id <> ${id}
      union all
      select at.asset_id, 2 from asset_tags at
        where at.tag_id in (select tag_id from asset_tags where asset_id = ${id}) and at.asset_id <> ${id}
    ),
    scores as materialized (select id, sum(s)::int as s from shared group by id),
    floor as (select ${floor === undefined ? computed : sql`${floor}::int`} as f),
    ranked as (
      select a.id, a.score, a.uploaded_at from floor, scores
        -- offset 0 keeps it a lookup by key per candidate, never a join against the whole table
        cross join lateral (
          select x.id, x.uploaded_at, scores.s + case when x.type = ${type} then 1 else 0 end as score
          from ${source(day)} x where x.id = scores.id offset 0
        ) a
      where scores.s >= floor.f
      order by a.score desc, a.uploaded_at desc, a.id limit ${limit}
    )
    select floor.f as floor, ranked.id, ranked.score from floor left join ranked on true
    order by ranked.score desc nulls last, ranked.uploaded_at desc, ranked.id`;
}

/**
 * An asset's neighbours, part of the search repository: the related assets an asset page shows and
 * the images that look like a picture (search by image).
 */
export function createNeighbourQueries(db: Database) {
  const rows = <T>(query: SQL) => queryRows<T>(db, query);
  return {
    /**
     * Up to `limit` related ids: 3 per shared category, 2 per shared tag, 1 for the same type; score > 0;
     * ties newest first. With `day`, only assets published on it.
     *
     * Scores come from the link tables alone (narrow, read through their indexes); an asset row is
     * read only for the candidates that can still make the page: those whose links score at least the
     * `limit`-th best links' score less one (the type adds at most 1). Joining every candidate to
     * `assets` read the whole table (about 22,000 pages at 100,000 assets, 220-300 ms on the embedded
     * database's one thread, where the asset pages of a campaign launch queued every other query).
     * When the day hides too many of those, the floor goes down until the page is exact.
     */
    async related(id: string, type: string, limit: number, day?: string): Promise<string[]> {
      let floor: number | undefined;
      for (;;) {
        const found = await rows<{ floor: number; id: string | null; score: number | null }>(
          relatedAbove(id, type, limit, day, floor),
        );
        const used = Number(found[0]?.floor ?? 0);
        const ranked = found.filter((r) => r.id !== null) as Array<{ id: string; score: number }>;
        // Exact once whatever was left out (links scoring below `used`, so at most `used` with the
        // type) cannot reach the last kept score, or nothing was left out.
        const last = ranked.length === limit ? Number(ranked[limit - 1]!.score) : 0;
        if (last > used || used <= 0) {
          const ids = ranked.map((r) => r.id);
          if (ids.length >= limit) return ids;
          const sameType = await rows<{ id: string }>(sql`
            select a.id from ${source(day)} a where a.type = ${type} and a.id <> ${id}
              ${ids.length ? sql`and a.id not in (${sqlList(ids)})` : sql``}
            order by a.uploaded_at desc, a.id limit ${limit - ids.length}`);
          return [...ids, ...sameType.map((r) => r.id)];
        }
        floor = Math.max(0, used - 2);
      }
    },

    /** Images ranked by Hamming distance between 64-bit perceptual hashes (with `day`, published on it). */
    async similar(
      hash: bigint,
      limit: number,
      day?: string,
    ): Promise<Array<{ id: string; distance: number }>> {
      const found = await rows<{ id: string; distance: number | string }>(sql`
        select a.id, bit_count((a.phash # ${hash.toString()}::bigint)::bit(64)) as distance
        from ${source(day)} a where a.phash is not null and a.type <> 'video'
        order by distance, a.uploaded_at desc limit ${limit}`);
      return found.map((r) => ({ id: r.id, distance: Number(r.distance) }));
    },
  };
}
