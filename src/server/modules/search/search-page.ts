import { type AssetType, TEXT_LIMITS } from '../../../shared/constants';
import type { AssetList } from '../../../shared/schemas/search';
import type { AssetReader, Audience } from '../asset-read';
import { toAsset } from '../asset-read';
import { type Cursor, encodeCursor, type SearchSort } from './cursor';
import type { SearchContext, SearchRepository } from './search.repository';
import {
  type MatchCounts,
  type SearchFilters,
  TIER_COLUMNS,
  type TierSizes,
  type TypeMatches,
} from './search-sql';
import { readsFileWords, versionOf } from './search-versions';

export interface ListParams {
  q?: string;
  categories: string[];
  tags: string[];
  types: AssetType[];
  from?: string;
  to?: string;
  sort?: SearchSort;
  limit: number;
  cursor?: string;
  ids: string[];
  /** `labels`: not in the words inside the files ("Somente no título e tags"). */
  scope?: 'all' | 'labels';
}

/** A search as asked, ready to read: its words as searched, sort resolved, cursor decoded, context read. */
export interface PreparedSearch {
  params: ListParams;
  text: string | undefined;
  sort: SearchSort;
  cursor: Cursor | undefined;
  context: SearchContext;
}

export interface Counted {
  counts: MatchCounts;
  /** Counted under an earlier version: a recount is under way. */
  stale: boolean;
}

/** Where a search's counts come from: the database each time, or counts kept (search-cache.ts). */
export interface MatchCounter {
  /** The matches of `filters` per type, as of `version` (or earlier, marked stale). */
  count(filters: SearchFilters, version: string): Promise<Counted>;
  /** The counts of `filters` already known as of `version`, without counting (undefined: none). */
  known(filters: SearchFilters, version: string): MatchCounts | undefined;
}

/** Counts from the database, every time. */
export const countsFrom = (search: SearchRepository): MatchCounter => ({
  count: async (filters) => ({ counts: (await search.countMatches(filters)).counts, stale: false }),
  known: () => undefined,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Matches of the types the filter keeps (all when it keeps all). */
function kept(matches: MatchCounts, filters: SearchFilters): TypeMatches[] {
  return Object.entries(matches)
    .filter(([type]) => !filters.types || filters.types.includes(type as AssetType))
    .map(([, m]) => m);
}

function totalOf(matches: MatchCounts, filters: SearchFilters): number {
  return kept(matches, filters).reduce((sum, m) => sum + m.n, 0);
}

const typeCountsOf = (matches: MatchCounts): Record<string, number> =>
  Object.fromEntries(Object.entries(matches).map(([type, m]) => [type, m.n]));

/**
 * The relevance tiers' sizes (title; taxonomy but not title; description but neither; only the
 * file's words) for the types kept.
 */
function tierSizesOf(matches: MatchCounts, filters: SearchFilters, rows: number, exact: boolean): TierSizes {
  const sum = (pick: (m: TypeMatches) => number) => kept(matches, filters).reduce((t, m) => t + pick(m), 0);
  const [title, label, described, all] = [
    sum((m) => m.title),
    sum((m) => m.label),
    sum((m) => m.described),
    sum((m) => m.n),
  ];
  return {
    sizes: [title, label - title, described - label, all - described],
    rows: Math.max(rows, all),
    exact,
  };
}

/**
 * A page as read: whether it is current (not when its counts were an earlier version's, being
 * counted again) and the ids it was chosen from (its rows and the one after, which says there is more).
 */
export interface ReadPage {
  page: AssetList;
  current: boolean;
  ids: string[];
}

/** `ids` that `only` keeps (all of them without it). */
const among = (ids: string[], only: string[] | undefined) =>
  only ? ids.filter((id) => only.includes(id)) : ids;

/** A date-only `to` includes that whole day. */
function parseBound(value: string | undefined, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(date.getTime() + DAY_MS) : date;
}

/** What a prepared search looks for, as `audience` sees the library (before any correction). */
export function filtersOf(
  { params, text, context }: Pick<PreparedSearch, 'params' | 'text' | 'context'>,
  audience: Audience,
): SearchFilters {
  return {
    text,
    categoryIds: params.categories.length ? context.categoryIds : undefined,
    tagIds: params.tags.length ? context.tagIds : undefined,
    types: params.types.length ? params.types : undefined,
    from: parseBound(params.from, false),
    to: parseBound(params.to, true),
    ids: params.ids.length ? params.ids : undefined,
    publishedOn: audience.seesAll ? undefined : audience.today,
    ...(params.scope === 'labels' ? { scope: 'labels' as const } : {}),
  };
}

/** Reads a page of a prepared search: its counts, its words corrected when they find nothing, its rows. */
export function createPageReader({
  search,
  assets,
  counts,
}: {
  search: SearchRepository;
  assets: AssetReader;
  counts: MatchCounter;
}) {
  /** The closest words the library knows for `text`, or null when they are the words as typed. */
  async function correction(text: string): Promise<string | null> {
    const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const corrected = (await search.correctWords(words)).join(' ');
    return corrected.toLowerCase() === words.join(' ').toLowerCase() ? null : corrected;
  }

  /**
   * The page of `asked` as `audience` sees it, read from the database; with `within`, only those
   * assets may be on it (a superset of the page: the kept page and the files that gained words).
   */
  return async function read(
    { params, text, sort, cursor, context }: PreparedSearch,
    audience: Audience,
    within?: string[],
  ): Promise<ReadPage> {
    const filters = filtersOf({ params, text, context }, audience);

    // Counted once per search, on its first page (the web keeps the first page's figures): counting
    // every match costs far more than the keyset page itself.
    const firstPage = !cursor;
    const versionFor = (f: SearchFilters) => versionOf(context.version, context.texts, readsFileWords(f));
    const version = versionFor(filters);
    let matches: MatchCounts | undefined;
    // Counted before the latest change (a slow count being redone): fine for figures and plans, but
    // an empty tier may have just gained its first match.
    let stale = false;
    let correctedQuery: string | null = null;
    if (firstPage) {
      ({ counts: matches, stale } = await counts.count(filters, version));
      // Typo tolerance: when the words as typed find nothing, search again with the closest words
      // the library knows ('clareamnto' -> 'clareamento').
      const corrected = text && totalOf(matches, filters) === 0 ? await correction(text) : null;
      if (corrected) {
        const retry = await counts.count({ ...filters, text: corrected }, version);
        if (totalOf(retry.counts, filters) > 0) {
          filters.text = corrected;
          ({ counts: matches, stale } = retry);
          correctedQuery = corrected;
        }
      }
    }
    // Later pages count nothing, but use the first page's counts while they are kept: they choose
    // how the page is read (search-sql.ts, tierPlan).
    const tiersFor = async (f: SearchFilters) => {
      const known = matches ?? counts.known(f, versionFor(f));
      return known ? tierSizesOf(known, f, context.rows, !(matches && stale)) : undefined;
    };

    // Among `within` only (a kept page patched with the files that gained words, search-cache.ts):
    // counted as the whole search, read through the ids' own index.
    let page = within
      ? await search.page({ ...filters, ids: among(within, filters.ids) }, sort, params.limit, cursor)
      : await search.page(filters, sort, params.limit, cursor, await tiersFor(filters));
    // A later page of a corrected search: the words as typed find nothing, so neither does this page.
    const corrected = !firstPage && text && page.rows.length === 0 ? await correction(text) : null;
    if (corrected) {
      filters.text = corrected;
      page = await search.page(filters, sort, params.limit, cursor, await tiersFor(filters));
      correctedQuery = corrected;
    }
    const typeCounts = firstPage && matches ? typeCountsOf(matches) : null;
    const total = firstPage && matches ? totalOf(matches, filters) : null;
    const hasMore = page.rows.length > params.limit;
    const last = page.last;
    let nextCursor: string | null = null;
    if (hasMore && last) {
      nextCursor =
        sort === 'relevance'
          ? encodeCursor({ s: 'relevance', v: last.v as '0' | '1' | '2' | '3', t: last.t ?? '', id: last.id })
          : encodeCursor({ s: sort, v: last.v, id: last.id });
    }
    const shown = page.rows.slice(0, params.limit);
    // In relevance order each row says its tier: no row of the last one (the file's words), no snippet.
    const fromFiles =
      sort === 'relevance' ? shown.filter((r) => String(r.v) === String(TIER_COLUMNS.length - 1)) : shown;
    const [records, inFiles] = await Promise.all([
      assets.listed(shown, page.version),
      filters.text && filters.scope !== 'labels' && fromFiles.length > 0
        ? search.fileMatches(
            fromFiles.map((r) => r.id),
            filters.text,
            TEXT_LIMITS.matchesPerItem,
          )
        : undefined,
    ]);
    const items = records.map((record) => {
      const asset = toAsset(record, audience);
      const matches = inFiles?.get(asset.id);
      return matches ? { ...asset, matches } : asset;
    });
    return { page: { items, total, nextCursor, typeCounts, correctedQuery }, current: !stale, ids: page.ids };
  };
}
