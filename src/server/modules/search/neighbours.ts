import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/db/client';
import { source, sqlList } from './search-sql';

/**
 * An asset's neighbours, part of the search repository: the related assets an asset page shows and
 * the images that look like a picture (search by image).
 */
export function createNeighbourQueries(db: Database) {
  const rows = <T>(query: SQL) => queryRows<T>(db, query);
  return {
    /**
     * Up to `limit` related ids: 3 per shared category, 2 per shared tag, 1 for the same type; score > 0.
     * With `day`, only assets published on it.
     */
    async related(id: string, type: string, limit: number, day?: string): Promise<string[]> {
      const scored = await rows<{ id: string }>(sql`
        with shared as (
          select ac.asset_id as id, 3 as s from asset_categories ac
            where ac.category_id in (select category_id from asset_categories where asset_id = ${id}) and ac.asset_id <> ${id}
          union all
          select at.asset_id, 2 from asset_tags at
            where at.tag_id in (select tag_id from asset_tags where asset_id = ${id}) and at.asset_id <> ${id}
        )
        select a.id from shared join ${source(day)} a on a.id = shared.id
        group by a.id, a.type, a.uploaded_at
        order by sum(shared.s) + case when a.type = ${type} then 1 else 0 end desc, a.uploaded_at desc, a.id
        limit ${limit}`);
      const ids = scored.map((r) => r.id);
      if (ids.length >= limit) return ids;
      const sameType = await rows<{ id: string }>(sql`
        select a.id from ${source(day)} a where a.type = ${type} and a.id <> ${id}
          ${ids.length ? sql`and a.id not in (${sqlList(ids)})` : sql``}
        order by a.uploaded_at desc, a.id limit ${limit - ids.length}`);
      return [...ids, ...sameType.map((r) => r.id)];
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
