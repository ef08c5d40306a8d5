import { type SQL, sql } from 'drizzle-orm';
import type { AssetType } from '../../../shared/constants';
import { type Database, queryRows } from '../../db/client';
import type { Cursor, SearchSort } from './cursor';

export interface SearchFilters {
  /** Words as typed; matched by full text (prefixes, Portuguese stems) or by trigram similarity (typos). */
  text?: string;
  /** Category ids (a group already expanded to its subcategories); any of them matches. */
  categoryIds?: string[];
  tagIds?: string[];
  types?: AssetType[];
  from?: Date;
  to?: Date;
  ids?: string[];
}

/** The last row of a page: its id and sort value (and, in relevance order, its upload time). */
export interface PageEnd {
  id: string;
  v: string;
  t?: string;
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Prefix query for to_tsquery: each word of letters or digits, `word:*`, all required. */
export function prefixTsQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 12);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

function conditions(filters: SearchFilters, withTypes = true): SQL[] {
  // Videos exist in the data but never appear in gallery results (SPEC.md section 1).
  const where: SQL[] = [sql`a.type <> 'video'`];
  const tsq = filters.text ? prefixTsQuery(filters.text) : null;
  if (filters.text && tsq) where.push(sql`a.search_vector @@ to_tsquery('portuguese', f_unaccent(${tsq}))`);
  if (filters.categoryIds) {
    where.push(
      filters.categoryIds.length === 0
        ? sql`false`
        : sql`exists (select 1 from asset_categories ac where ac.asset_id = a.id and ac.category_id in (${list(filters.categoryIds)}))`,
    );
  }
  if (filters.tagIds) {
    where.push(
      filters.tagIds.length === 0
        ? sql`false`
        : sql`exists (select 1 from asset_tags at where at.asset_id = a.id and at.tag_id in (${list(filters.tagIds)}))`,
    );
  }
  if (withTypes && filters.types && filters.types.length > 0)
    where.push(sql`a.type in (${list(filters.types)})`);
  if (filters.from) where.push(sql`a.uploaded_at >= ${filters.from.toISOString()}::timestamptz`);
  if (filters.to) where.push(sql`a.uploaded_at < ${filters.to.toISOString()}::timestamptz`);
  if (filters.ids) where.push(filters.ids.length ? sql`a.id in (${list(filters.ids)})` : sql`false`);
  return where;
}

/** The cursor value of each keyset sort, in a form `decodeCursor` can check before it reaches SQL. */
const CURSOR_VALUE = {
  newest: sql`to_char(a.uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  oldest: sql`to_char(a.uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  popular: sql`a.view_count::text`,
  downloads: sql`a.download_count::text`,
} as const;

const SORT_COLUMN = {
  newest: sql`a.uploaded_at`,
  oldest: sql`a.uploaded_at`,
  popular: sql`a.view_count`,
  downloads: sql`a.download_count`,
} as const;

function rankExpression(text: string | undefined): SQL {
  const tsq = text ? prefixTsQuery(text) : null;
  // Without words every row ranks the same; a bare `0` would be read as ORDER BY column 0.
  return tsq ? sql`ts_rank(a.search_vector, to_tsquery('portuguese', f_unaccent(${tsq})))` : sql`0::real`;
}

export function createSearchRepository(db: Database) {
  const rows = <T>(query: SQL) => queryRows<T>(db, query);

  return {
    /**
     * One page of ids in order, plus the values the next cursor needs. Every order is a keyset one:
     * the page starts after the cursor's row, so page 26 costs what page 1 does.
     */
    async page(filters: SearchFilters, sort: SearchSort, limit: number, cursor?: Cursor) {
      const where = conditions(filters);
      if (sort === 'relevance') {
        const rank = rankExpression(filters.text);
        if (cursor?.s === 'relevance') {
          where.push(
            sql`(${rank}, a.uploaded_at, a.id) < (${cursor.v}::real, ${cursor.t}::timestamptz, ${cursor.id}::uuid)`,
          );
        }
        const found = await rows<PageEnd>(sql`
          select a.id, ${rank}::text as v, ${CURSOR_VALUE.newest} as t
          from assets a where ${sql.join(where, sql` and `)}
          order by ${rank} desc, a.uploaded_at desc, a.id desc
          limit ${limit + 1}`);
        return { ids: found.map((r) => r.id), last: found.slice(0, limit).at(-1) };
      }
      const column = SORT_COLUMN[sort];
      const ascending = sort === 'oldest';
      if (cursor && cursor.s !== 'relevance') {
        const value =
          sort === 'newest' || sort === 'oldest'
            ? sql`${cursor.v}::timestamptz`
            : sql`${Number(cursor.v)}::integer`;
        where.push(
          ascending
            ? sql`(${column}, a.id) > (${value}, ${cursor.id}::uuid)`
            : sql`(${column}, a.id) < (${value}, ${cursor.id}::uuid)`,
        );
      }
      const direction = ascending ? sql`asc` : sql`desc`;
      const found = await rows<PageEnd>(sql`
        select a.id, ${CURSOR_VALUE[sort]} as v from assets a where ${sql.join(where, sql` and `)}
        order by ${column} ${direction}, a.id ${direction}
        limit ${limit + 1}`);
      return { ids: found.map((r) => r.id), last: found.slice(0, limit).at(-1) };
    },

    /** Results per type ignoring the type filter: one query gives both the facets and the total. */
    async typeCounts(filters: SearchFilters): Promise<Record<string, number>> {
      const found = await rows<{ type: string; n: number | string }>(
        sql`select a.type, count(*) as n from assets a where ${sql.join(conditions(filters, false), sql` and `)} group by a.type`,
      );
      return Object.fromEntries(found.map((r) => [r.type, Number(r.n)]));
    },

    /** The library's version (migration 0008): it moves at every commit that changes what is counted. */
    async libraryVersion(): Promise<string> {
      const [row] = await rows<{ v: string }>(sql`select last_value::text as v from library_version`);
      return row?.v ?? '0';
    },

    /**
     * The closest known word for each typed word (trigram similarity over the search_words
     * dictionary), or the word itself when nothing is close enough.
     */
    async correctWords(words: string[]): Promise<string[]> {
      const corrected: string[] = [];
      for (const word of words) {
        const [best] = await rows<{ word: string }>(sql`
          select word from search_words where word % f_unaccent(lower(${word}))
          order by similarity(word, f_unaccent(lower(${word}))) desc, word limit 1`);
        corrected.push(best?.word ?? word);
      }
      return corrected;
    },

    /** Category ids for slugs; a group's slug brings in all its subcategories. */
    async categoryIdsForSlugs(slugs: string[]): Promise<string[]> {
      if (slugs.length === 0) return [];
      const found = await rows<{ id: string }>(sql`
        select c.id from categories c where c.slug in (${list(slugs)})
        union
        select child.id from categories child join categories g on g.id = child.parent_id where g.slug in (${list(slugs)})`);
      return found.map((r) => r.id);
    },

    async tagIdsForSlugs(slugs: string[]): Promise<string[]> {
      if (slugs.length === 0) return [];
      const found = await rows<{ id: string }>(sql`select id from tags where slug in (${list(slugs)})`);
      return found.map((r) => r.id);
    },

    async logSearch(entry: {
      query: string;
      filters: Record<string, unknown>;
      resultCount: number;
      userId: string;
    }) {
      await db.execute(sql`insert into search_logs (query, filters, result_count, user_id)
        values (${entry.query}, ${JSON.stringify(entry.filters)}::jsonb, ${entry.resultCount}, ${entry.userId})`);
    },

    /** The user's own latest distinct searches, newest first. */
    async recentSearches(userId: string, limit: number): Promise<string[]> {
      const found = await rows<{ query: string }>(sql`
        select query from (
          select lower(query) as key, max(query) as query, max(created_at) as at from search_logs
          where user_id = ${userId} and query <> '' group by lower(query)
        ) recent order by at desc limit ${limit}`);
      return found.map((r) => r.query);
    },

    /** Up to `limit` related ids: 3 per shared category, 2 per shared tag, 1 for the same type; score > 0. */
    async related(id: string, type: string, limit: number): Promise<string[]> {
      const scored = await rows<{ id: string }>(sql`
        with shared as (
          select ac.asset_id as id, 3 as s from asset_categories ac
            where ac.category_id in (select category_id from asset_categories where asset_id = ${id}) and ac.asset_id <> ${id}
          union all
          select at.asset_id, 2 from asset_tags at
            where at.tag_id in (select tag_id from asset_tags where asset_id = ${id}) and at.asset_id <> ${id}
        )
        select a.id from shared join assets a on a.id = shared.id
        group by a.id, a.type, a.uploaded_at
        order by sum(shared.s) + case when a.type = ${type} then 1 else 0 end desc, a.uploaded_at desc, a.id
        limit ${limit}`);
      const ids = scored.map((r) => r.id);
      if (ids.length >= limit) return ids;
      const sameType = await rows<{ id: string }>(sql`
        select a.id from assets a where a.type = ${type} and a.id <> ${id}
          ${ids.length ? sql`and a.id not in (${list(ids)})` : sql``}
        order by a.uploaded_at desc, a.id limit ${limit - ids.length}`);
      return [...ids, ...sameType.map((r) => r.id)];
    },

    /** Images ranked by Hamming distance between 64-bit perceptual hashes. */
    async similar(hash: bigint, limit: number): Promise<Array<{ id: string; distance: number }>> {
      const found = await rows<{ id: string; distance: number | string }>(sql`
        select a.id, bit_count((a.phash # ${hash.toString()}::bigint)::bit(64)) as distance
        from assets a where a.phash is not null and a.type <> 'video'
        order by distance, a.uploaded_at desc limit ${limit}`);
      return found.map((r) => ({ id: r.id, distance: Number(r.distance) }));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
