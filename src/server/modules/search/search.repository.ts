import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/db/client';
import { createTaxonomyNames, type ListedRow } from '../asset-read';
import type { Cursor, SearchSort } from './cursor';
import { createNeighbourQueries } from './neighbours';
import { recentRead } from './recent-read';
import type { SearchLogEntry } from './search-log-buffer';
import {
  CURSOR_VALUE,
  conditions,
  GATHER_OFFSET,
  listed,
  type MatchCounts,
  type Page,
  type PageEnd,
  pageOf,
  type SearchFilters,
  SORT_COLUMN,
  source,
  type TierSizes,
  textQuery,
  tierCondition,
  tierCount,
  tierPlan,
} from './search-sql';
import { type FileMatch, fileMatchesQuery, snippetOf } from './text-matches';

export interface SearchContext {
  /** What search finds and counts is as of this version (migration 0017's `counted`). */
  version: string;
  /** Everything a list shows is as of this version (migration 0017's `listed`). */
  listed: string;
  /** The words read in files are as of this version (migration 0023's `texts`). */
  texts: string;
  /** The view and download counters are as of this version (migration 0029's `counters`). */
  counters: string;
  rows: number;
  categoryIds: string[];
  tagIds: string[];
  /** When the versions were read (Date.now()): an answer made under them is as of then. */
  readAt: number;
}

export function createSearchRepository(db: Database) {
  const rows = <T>(query: SQL) => queryRows<T>(db, query);
  const taxonomy = createTaxonomyNames(db);
  // Its text never changes, so it is prepared once (parsed and planned once per connection): built
  // per search with the slugs' subqueries, planning it cost more than running it.
  const contextQuery = db
    .select({
      version: sql<string>`v.counted::text`,
      listed: sql<string>`v.listed::text`,
      texts: sql<string>`v.texts::text`,
      counters: sql<string>`v.counters::text`,
      rows: sql<string>`(select greatest(reltuples, 0)::bigint from pg_class where oid = 'assets'::regclass)`,
    })
    .from(sql`library_version v`)
    .prepare('search_context');
  const versions = recentRead(async () => (await contextQuery.execute())[0]);

  /**
   * A relevance page, tier after tier, each newest first: a tier is read only when the ones before it
   * did not fill the page, so a dense first tier answers alone. Without words every row is tier 0.
   * `tiers` (the sizes of the three tiers, when counted) skips empty tiers and picks each one's plan.
   */
  async function relevancePage(filters: SearchFilters, limit: number, cursor?: Cursor, tiers?: TierSizes) {
    const q = textQuery(filters.text);
    const base = conditions(filters, { withText: false });
    const from = cursor?.s === 'relevance' ? Number(cursor.v) : 0;
    const found: Array<ListedRow & PageEnd & { version: string }> = [];
    for (let tier = from; tier < (q ? tierCount(filters) : 1) && found.length <= limit; tier++) {
      if (tiers?.exact && tiers.sizes[tier] === 0) continue;
      const need = limit + 1 - found.length;
      const gathered = tiers?.sizes.slice(0, tier + 1).reduce((a, b) => a + b, 0);
      const plan = tierPlan(need, tiers?.sizes[tier], tiers?.rows ?? 0, gathered);
      const where = q ? [...base, tierCondition(tier, q, plan)] : [...base];
      if (cursor?.s === 'relevance' && tier === from) {
        where.push(sql`(a.uploaded_at, a.id) < (${cursor.t}::timestamptz, ${cursor.id}::uuid)`);
      }
      const order = plan === 'gather' ? sql`a.uploaded_at + ${GATHER_OFFSET.newest}` : sql`a.uploaded_at`;
      found.push(
        ...(await rows<ListedRow & PageEnd & { version: string }>(
          listed(
            sql`select a.id, ${String(tier)} as v, ${CURSOR_VALUE.newest} as t, a.uploaded_at as k
              from ${source(filters.publishedOn)} a where ${sql.join(where, sql` and `)}
              order by ${order} desc, a.id desc
              limit ${need}`,
            sql`desc`,
          ),
        )),
      );
    }
    return pageOf(found, limit);
  }

  return {
    /**
     * One page in order (its rows as a list shows them), plus the values the next cursor needs.
     * Every order is a keyset one: the page starts after the cursor's row, so page 26 costs what
     * page 1 does.
     */
    async page(
      filters: SearchFilters,
      sort: SearchSort,
      limit: number,
      cursor?: Cursor,
      tiers?: TierSizes,
    ): Promise<Page> {
      if (sort === 'relevance') return relevancePage(filters, limit, cursor, tiers);
      const where = conditions(filters);
      const column = SORT_COLUMN[sort];
      const ascending = sort === 'oldest';
      // As for a relevance tier: with the matches counted, walk the sort's index or gather and sort.
      const plan = tierPlan(
        limit + 1,
        tiers?.sizes.reduce((a, b) => a + b, 0),
        tiers?.rows ?? 0,
      );
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
      const order = plan === 'gather' ? sql`${column} + ${GATHER_OFFSET[sort]}` : column;
      const found = await rows<ListedRow & PageEnd & { version: string }>(
        listed(
          sql`select a.id, ${CURSOR_VALUE[sort]} as v, null::text as t, ${column} as k
            from ${source(filters.publishedOn)} a
            where ${sql.join(where, sql` and `)}
            order by ${order} ${direction}, a.id ${direction}
            limit ${limit + 1}`,
          direction,
        ),
      );
      return pageOf(found, limit);
    },

    /**
     * Matches per type, ignoring the type filter (one query gives the facets and the total), and with
     * words, how many of them match in the title and in the title or taxonomy (the relevance tiers).
     */
    async countMatches(filters: SearchFilters): Promise<{ counts: MatchCounts; texts: string }> {
      const q = textQuery(filters.text);
      // With the file words' version the count was read at (the same statement sees one state): a
      // count patched for later versions (search-cache.ts) starts from exactly that one.
      const found = await rows<{
        texts: string;
        type: string | null;
        n: number | string;
        title: number | string;
        label: number | string;
        described: number | string;
      }>(
        sql`select v.texts::text as texts, c.* from library_version v left join (
          select a.type, count(*) as n,
          ${q ? sql`count(*) filter (where a.title_vector @@ ${q})` : sql`count(*)`} as title,
          ${q ? sql`count(*) filter (where a.label_vector @@ ${q})` : sql`count(*)`} as label,
          ${q && filters.scope !== 'labels' ? sql`count(*) filter (where a.search_vector @@ ${q})` : sql`count(*)`} as described
          from ${source(filters.publishedOn)} a
          where ${sql.join(conditions(filters, { withTypes: false }), sql` and `)}
          group by a.type) c on true order by c.type`,
      );
      const counts = Object.fromEntries(
        found.flatMap((r) =>
          r.type === null
            ? []
            : [
                [
                  r.type,
                  {
                    n: Number(r.n),
                    title: Number(r.title),
                    label: Number(r.label),
                    described: Number(r.described),
                  },
                ],
              ],
        ),
      );
      return { counts, texts: found[0]?.texts ?? '0' };
    },

    /**
     * What a search starts from, in one round trip: the library's versions (migration 0017: `counted`
     * moves at every commit that changes what is counted, `listed` at every one that changes what a
     * list shows; 0023: `texts` when the words read in files change; 0029: `counters` when a view or a
     * download is counted) and about how many assets there are (the planner's own figure, kept by
     * ANALYZE and autovacuum). The ids of the filter's categories (a group's slug brings in all its
     * subcategories) and tags come from the taxonomy kept under that version (taxonomy changes move
     * it too, migration 0011).
     */
    async context(
      categorySlugs: string[],
      tagSlugs: string[],
      age: { fresh: number; stale: number } = { fresh: 0, stale: 0 },
    ): Promise<SearchContext> {
      const { row, readAt } = await versions.read(age.fresh, age.stale);
      const version = row?.version ?? '0';
      const ids =
        categorySlugs.length || tagSlugs.length
          ? await taxonomy.idsOf(version, categorySlugs, tagSlugs)
          : { categoryIds: [], tagIds: [] };
      const [listed, texts, counters] = [row?.listed ?? '0', row?.texts ?? '0', row?.counters ?? '0'];
      return { version, listed, texts, counters, rows: Number(row?.rows ?? 0), ...ids, readAt };
    },

    /**
     * Where each of `ids` was found only through the words inside its file: up to `perAsset` pages
     * each, with a snippet (text-matches.ts). Assets the words find in their title, taxonomy or
     * description are left out: their card says so already.
     */
    async fileMatches(ids: string[], text: string, perAsset: number): Promise<Map<string, FileMatch[]>> {
      const query = ids.length ? fileMatchesQuery(ids, text, perAsset) : null;
      const found = new Map<string, FileMatch[]>();
      if (!query) return found;
      for (const row of await rows<{ asset_id: string; page: number; headline: string }>(query)) {
        const list = found.get(row.asset_id) ?? [];
        list.push({ page: Number(row.page), snippet: snippetOf(row.headline) });
        found.set(row.asset_id, list);
      }
      return found;
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

    /**
     * Search log entries, all in one insert. A person deleted since their search is logged without
     * them (as the foreign key's ON DELETE SET NULL would have done), so one deletion never makes a
     * whole batch fail.
     */
    async logSearches(entries: SearchLogEntry[]) {
      if (entries.length === 0) return;
      const values = entries.map(
        (e) =>
          sql`(${e.query}, ${JSON.stringify(e.filters)}::jsonb, ${e.resultCount}::integer, ${e.userId}::uuid, ${e.at.toISOString()}::timestamptz)`,
      );
      await db.execute(sql`insert into search_logs (query, filters, result_count, user_id, created_at)
        select v.query, v.filters, v.result_count, u.id, v.at
        from (values ${sql.join(values, sql`, `)}) as v(query, filters, result_count, user_id, at)
        left join users u on u.id = v.user_id`);
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

    ...createNeighbourQueries(db),
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
