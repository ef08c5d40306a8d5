import { type SQL, sql } from 'drizzle-orm';
import type { AssetType } from '../../../shared/constants';
import { type Database, queryRows } from '../../platform/db/client';
import { settings } from '../../platform/db/schema/index';
import {
  createTaxonomyNames,
  LISTED_COLUMNS,
  LISTED_JOINS,
  type ListedRow,
  publishedOn,
} from '../asset-read';
import type { Cursor, SearchSort } from './cursor';
import type { SearchLogEntry } from './search-log-buffer';

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
  /**
   * For users and franqueados: only the assets published on this São Paulo day (issue 16); absent,
   * every asset (admins). A condition on the row itself, so the plans stay those of the other filters.
   */
  publishedOn?: string;
}

/** Matches of one asset type: all, in the title, in the title or taxonomy. */
export interface TypeMatches {
  n: number;
  title: number;
  label: number;
}
export type MatchCounts = Record<string, TypeMatches>;

/**
 * What a page's plan is chosen from (when the search was counted): the matches of each relevance
 * tier (one figure, all matches, in other orders) and about how many assets there are.
 */
export interface TierSizes {
  sizes: number[];
  rows: number;
  /** Counted at the current version: a tier counted empty is empty (else it may have just gained one). */
  exact: boolean;
}

export interface SearchContext {
  /** What search finds and counts is as of this version (migration 0017's `counted`). */
  version: string;
  /** Everything a list shows is as of this version (migration 0017's `listed`). */
  listed: string;
  rows: number;
  categoryIds: string[];
  tagIds: string[];
  /** The stored value of the setting asked for (undefined when it was not asked for, or is not set). */
  setting?: unknown;
}

/** The last row of a page: its id and sort value (and, in relevance order, its upload time). */
export interface PageEnd {
  id: string;
  v: string;
  t?: string;
}

/**
 * A page in order: its ids, its rows as a list shows them (LISTED_COLUMNS, read by the statement that chose
 * them), `limit + 1` at most (the last one only says there is more), the library's version read with
 * them, and the values the next cursor needs.
 */
export interface Page {
  ids: string[];
  rows: Array<ListedRow & PageEnd>;
  version: string;
  last: PageEnd | undefined;
}

/**
 * `page` (a keyset page: `id`, `v`, maybe `t`, and its sort key `k`, limited) with what a list shows
 * of each row: a page is one round trip, not two. The page is chosen first and joined afterwards, so
 * the plan and the sort are those of the narrow page alone.
 */
function listed(page: SQL, direction: SQL): SQL {
  return sql`select p.v, p.t, ${LISTED_COLUMNS}, (select counted::text from library_version) as version
    from (${page}) p join assets a on a.id = p.id ${LISTED_JOINS}
    order by p.k ${direction}, p.id ${direction}`;
}

const pageOf = (rows: Array<ListedRow & PageEnd & { version: string }>, limit: number): Page => ({
  ids: rows.map((r) => r.id),
  rows,
  version: rows.at(-1)?.version ?? '',
  last: rows.slice(0, limit).at(-1),
});

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

/** The typed words as a tsquery expression, or null when they hold no letter or digit. */
function textQuery(text: string | undefined): SQL | null {
  const tsq = text ? prefixTsQuery(text) : null;
  return tsq ? sql`to_tsquery('portuguese', f_unaccent(${tsq}))` : null;
}

/**
 * Relevance tiers (DESIGN.md section 4: title > categories and tags > description): every word in the
 * title; else every word in the title, categories and tags; else anywhere. Each tier is one indexed
 * column (migration 0009), so its rows can be read through its own GIN index.
 */
const TIER_COLUMNS = [
  ['title_vector', null],
  ['label_vector', 'title_vector'],
  ['search_vector', 'label_vector'],
] as const;

/**
 * How a tier's page is read. `walk`: down the upload-time index, newest first, testing each row,
 * which stops after the page's last match (best when the tier is dense); the vectors are wrapped so
 * that no GIN index is offered. `gather`: every match of the tier through its GIN index, then sorted
 * (best when it is sparse); the order is an expression so that the upload-time index is not offered.
 * `planner`: PostgreSQL's own choice, from its estimates (used when the tier sizes are not known).
 */
export type TierPlan = 'walk' | 'gather' | 'planner';

function tierCondition(tier: number, q: SQL, plan: TierPlan): SQL {
  const [column, before] = TIER_COLUMNS[tier]!;
  // `ts_match_vq` is what `@@` calls; as a function it is no index condition, and the planner takes
  // it to keep a third of the rows, so walking the upload-time index looks (and is) cheap.
  const match = (name: string) =>
    plan === 'walk' ? sql`ts_match_vq(${sql.raw(`a.${name}`)}, ${q})` : sql`${sql.raw(`a.${name}`)} @@ ${q}`;
  return before ? sql`${match(column)} and not ${match(before)}` : match(column);
}

/**
 * The cheaper way to read `need` rows of a tier of `size` matches among about `rows` assets: a walk
 * tests about need × rows / size rows, one index step each; gathering fetches at random every row its
 * index holds (`gathered`: a tier's column also holds the tiers before it) and those the other filters
 * then drop, so a row gathered counts as four walked (measured at 100,000 assets on PostgreSQL).
 */
export function tierPlan(need: number, size: number | undefined, rows: number, gathered = size): TierPlan {
  if (size === undefined) return 'planner';
  return (need * rows) / Math.max(size, 1) <= 4 * (gathered ?? size) ? 'walk' : 'gather';
}

function conditions(filters: SearchFilters, { withTypes = true, withText = true } = {}): SQL[] {
  // Videos exist in the data but never appear in gallery results (SPEC.md section 1).
  const where: SQL[] = [sql`a.type <> 'video'`];
  const q = withText ? textQuery(filters.text) : null;
  if (q) where.push(sql`a.search_vector @@ ${q}`);
  // Any of the ids: an overlap with the row's own id arrays (migration 0010), which their GIN indexes
  // answer, so PostgreSQL can intersect the filters before it reads a row.
  if (filters.categoryIds) {
    where.push(
      filters.categoryIds.length === 0
        ? sql`false`
        : sql`a.category_ids && array[${list(filters.categoryIds)}]::uuid[]`,
    );
  }
  if (filters.tagIds) {
    where.push(
      filters.tagIds.length === 0 ? sql`false` : sql`a.tag_ids && array[${list(filters.tagIds)}]::uuid[]`,
    );
  }
  if (withTypes && filters.types && filters.types.length > 0)
    where.push(sql`a.type in (${list(filters.types)})`);
  if (filters.from) where.push(sql`a.uploaded_at >= ${filters.from.toISOString()}::timestamptz`);
  if (filters.to) where.push(sql`a.uploaded_at < ${filters.to.toISOString()}::timestamptz`);
  if (filters.ids) where.push(filters.ids.length ? sql`a.id in (${list(filters.ids)})` : sql`false`);
  return where;
}

/**
 * The assets a query reads, as `a`: all of them, or those published on `day`. The planner pulls the
 * subquery up into the query (a plain select), so its condition joins the others on the same row
 * and the plans are those of the table itself; publishedOn names the table, not the alias.
 */
function source(day: string | undefined): SQL {
  return day ? sql`(select * from assets where ${publishedOn(day)})` : sql`assets`;
}

/** The cursor value of each keyset sort, in a form `decodeCursor` can check before it reaches SQL. */
const CURSOR_VALUE = {
  newest: sql`to_char(a.uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  oldest: sql`to_char(a.uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  popular: sql`a.view_count::text`,
  downloads: sql`a.download_count::text`,
} as const;

/** Added to a sort column to hide its index from the planner (the `gather` plan): nothing changes. */
const GATHER_OFFSET = {
  newest: sql`interval '0 s'`,
  oldest: sql`interval '0 s'`,
  popular: sql`0`,
  downloads: sql`0`,
} as const;

const SORT_COLUMN = {
  newest: sql`a.uploaded_at`,
  oldest: sql`a.uploaded_at`,
  popular: sql`a.view_count`,
  downloads: sql`a.download_count`,
} as const;

export function createSearchRepository(db: Database) {
  const rows = <T>(query: SQL) => queryRows<T>(db, query);
  const taxonomy = createTaxonomyNames(db);
  // Its text never changes, so it is prepared once (parsed and planned once per connection): built
  // per search with the slugs' subqueries, planning it cost more than running it.
  const contextQuery = (withSetting: boolean, name: string) =>
    db
      .select({
        version: sql<string>`v.counted::text`,
        listed: sql<string>`v.listed::text`,
        rows: sql<string>`(select greatest(reltuples, 0)::bigint from pg_class where oid = 'assets'::regclass)`,
        setting: withSetting
          ? sql`(select value from settings where key = ${sql.placeholder('key')})`.mapWith(settings.value)
          : sql`null`,
      })
      .from(sql`library_version v`)
      .prepare(name);
  const contextAlone = contextQuery(false, 'search_context');
  const contextWithSetting = contextQuery(true, 'search_context_setting');

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
    for (let tier = from; tier < (q ? TIER_COLUMNS.length : 1) && found.length <= limit; tier++) {
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
    async countMatches(filters: SearchFilters): Promise<MatchCounts> {
      const q = textQuery(filters.text);
      const found = await rows<{
        type: string;
        n: number | string;
        title: number | string;
        label: number | string;
      }>(
        sql`select a.type, count(*) as n,
          ${q ? sql`count(*) filter (where a.title_vector @@ ${q})` : sql`count(*)`} as title,
          ${q ? sql`count(*) filter (where a.label_vector @@ ${q})` : sql`count(*)`} as label
          from ${source(filters.publishedOn)} a
          where ${sql.join(conditions(filters, { withTypes: false }), sql` and `)}
          group by a.type order by a.type`,
      );
      return Object.fromEntries(
        found.map((r) => [r.type, { n: Number(r.n), title: Number(r.title), label: Number(r.label) }]),
      );
    },

    /**
     * What a search starts from, in one round trip: the library's version (migration 0008: it moves
     * at every commit that changes what is counted), about how many assets there are (the planner's
     * own figure, kept by ANALYZE and autovacuum), and, when `settingKey` is given, that setting's
     * stored value (the content check's list, for an admin's answer). The ids of the filter's
     * categories (a group's slug brings in all its subcategories) and tags come from the taxonomy
     * kept under that version (taxonomy changes move it too, migration 0011).
     */
    async context(categorySlugs: string[], tagSlugs: string[], settingKey?: string): Promise<SearchContext> {
      const [row] = settingKey
        ? await contextWithSetting.execute({ key: settingKey })
        : await contextAlone.execute();
      const version = row?.version ?? '0';
      const ids =
        categorySlugs.length || tagSlugs.length
          ? await taxonomy.idsOf(version, categorySlugs, tagSlugs)
          : { categoryIds: [], tagIds: [] };
      return {
        version,
        listed: row?.listed ?? '0',
        rows: Number(row?.rows ?? 0),
        ...ids,
        ...(settingKey ? { setting: row?.setting ?? undefined } : {}),
      };
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
          ${ids.length ? sql`and a.id not in (${list(ids)})` : sql``}
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

export type SearchRepository = ReturnType<typeof createSearchRepository>;
