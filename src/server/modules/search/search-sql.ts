/**
 * How a search is written in SQL: its filters as conditions, the relevance tiers and the way each
 * page is read (walk, gather or the planner's choice), the keyset sorts and the columns a list shows.
 * search.repository.ts runs these; nothing here touches the database.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AssetType } from '../../../shared/constants';
import { LISTED_COLUMNS, LISTED_JOINS, type ListedRow, publishedOn } from '../asset-read';

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
  /**
   * `labels`: the words are looked for in the title, taxonomy and description only, not in the words
   * read inside the files (issue 39's "Somente no título e tags"); absent, everywhere.
   */
  scope?: 'labels';
}

/** Matches of one asset type: all, in the title, in the title or taxonomy, in those or the description. */
export interface TypeMatches {
  n: number;
  title: number;
  label: number;
  described: number;
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
export function listed(page: SQL, direction: SQL): SQL {
  return sql`select p.v, p.t, ${LISTED_COLUMNS}, (select counted::text from library_version) as version
    from (${page}) p join assets a on a.id = p.id ${LISTED_JOINS}
    order by p.k ${direction}, p.id ${direction}`;
}

export const pageOf = (rows: Array<ListedRow & PageEnd & { version: string }>, limit: number): Page => ({
  ids: rows.map((r) => r.id),
  rows,
  version: rows.at(-1)?.version ?? '',
  last: rows.slice(0, limit).at(-1),
});

export const sqlList = (values: string[]) =>
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

/** The same words as prefixTsQuery, any of them rather than all. */
export const anyWordTsQuery = (text: string): string | null =>
  prefixTsQuery(text)?.replaceAll(' & ', ' | ') ?? null;

/** The typed words as a tsquery expression, or null when they hold no letter or digit. */
export function textQuery(text: string | undefined): SQL | null {
  const tsq = text ? prefixTsQuery(text) : null;
  return tsq ? sql`to_tsquery('portuguese', f_unaccent(${tsq}))` : null;
}

/**
 * Relevance tiers (DESIGN.md section 4: title > categories and tags > description > the words inside
 * the file): every word in the title; else every word in the title, categories and tags; else in
 * those or the description; else anywhere, the file's words included. Each tier is one indexed
 * column (migrations 0009 and 0021), so its rows can be read through its own GIN index.
 */
export const TIER_COLUMNS = [
  ['title_vector', null],
  ['label_vector', 'title_vector'],
  ['search_vector', 'label_vector'],
  ['full_vector', 'search_vector'],
] as const;

/** The tiers a search reads: the last one (the file's words) only when its scope takes them in. */
export const tierCount = (filters: SearchFilters) =>
  filters.scope === 'labels' ? TIER_COLUMNS.length - 1 : TIER_COLUMNS.length;

/** The column every match is in: the whole document, or without the file's words (`labels`). */
export const matchColumn = (filters: SearchFilters) =>
  sql.raw(filters.scope === 'labels' ? 'a.search_vector' : 'a.full_vector');

/**
 * How a tier's page is read. `walk`: down the upload-time index, newest first, testing each row,
 * which stops after the page's last match (best when the tier is dense); the vectors are wrapped so
 * that no GIN index is offered. `gather`: every match of the tier through its GIN index, then sorted
 * (best when it is sparse); the order is an expression so that the upload-time index is not offered.
 * `planner`: PostgreSQL's own choice, from its estimates (used when the tier sizes are not known).
 */
export type TierPlan = 'walk' | 'gather' | 'planner';

export function tierCondition(tier: number, q: SQL, plan: TierPlan): SQL {
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

export function conditions(filters: SearchFilters, { withTypes = true, withText = true } = {}): SQL[] {
  // Videos exist in the data but never appear in gallery results (SPEC.md section 1).
  const where: SQL[] = [sql`a.type <> 'video'`];
  const q = withText ? textQuery(filters.text) : null;
  if (q) where.push(sql`${matchColumn(filters)} @@ ${q}`);
  // Any of the ids: an overlap with the row's own id arrays (migration 0010), which their GIN indexes
  // answer, so PostgreSQL can intersect the filters before it reads a row.
  if (filters.categoryIds) {
    where.push(
      filters.categoryIds.length === 0
        ? sql`false`
        : sql`a.category_ids && array[${sqlList(filters.categoryIds)}]::uuid[]`,
    );
  }
  if (filters.tagIds) {
    where.push(
      filters.tagIds.length === 0 ? sql`false` : sql`a.tag_ids && array[${sqlList(filters.tagIds)}]::uuid[]`,
    );
  }
  if (withTypes && filters.types && filters.types.length > 0)
    where.push(sql`a.type in (${sqlList(filters.types)})`);
  if (filters.from) where.push(sql`a.uploaded_at >= ${filters.from.toISOString()}::timestamptz`);
  if (filters.to) where.push(sql`a.uploaded_at < ${filters.to.toISOString()}::timestamptz`);
  if (filters.ids) where.push(filters.ids.length ? sql`a.id in (${sqlList(filters.ids)})` : sql`false`);
  return where;
}

/**
 * The assets a query reads, as `a`: all of them, or those published on `day`. The planner pulls the
 * subquery up into the query (a plain select), so its condition joins the others on the same row
 * and the plans are those of the table itself; publishedOn names the table, not the alias.
 */
export function source(day: string | undefined): SQL {
  return day ? sql`(select * from assets where ${publishedOn(day)})` : sql`assets`;
}

/** The cursor value of each keyset sort, in a form `decodeCursor` can check before it reaches SQL. */
export const CURSOR_VALUE = {
  newest: sql`to_char(a.uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  oldest: sql`to_char(a.uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  popular: sql`a.view_count::text`,
  downloads: sql`a.download_count::text`,
} as const;

/** Added to a sort column to hide its index from the planner (the `gather` plan): nothing changes. */
export const GATHER_OFFSET = {
  newest: sql`interval '0 s'`,
  oldest: sql`interval '0 s'`,
  popular: sql`0`,
  downloads: sql`0`,
} as const;

export const SORT_COLUMN = {
  newest: sql`a.uploaded_at`,
  oldest: sql`a.uploaded_at`,
  popular: sql`a.view_count`,
  downloads: sql`a.download_count`,
} as const;
