import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { AssetType } from '../../../shared/constants';
import { LIMITS } from '../../../shared/constants';
import type { Asset } from '../../../shared/schemas/asset';
import { hasSearchableText } from '../../../shared/schemas/input';
import type { AssetList } from '../../../shared/schemas/search';
import { ImageTooLargeError } from '../../media/decode';
import { probeHash } from '../../media/image';
import { AppError, imageTooLarge } from '../../platform/errors';
import type { AssetReader, Audience } from '../asset-read';
import { toAsset } from '../asset-read';
import { createCountCache } from './count-cache';
import { type Cursor, decodeCursor, encodeCursor, type SearchSort } from './cursor';
import type {
  MatchCounts,
  SearchContext,
  SearchFilters,
  SearchRepository,
  TierSizes,
  TypeMatches,
} from './search.repository';
import { createSearchLogBuffer } from './search-log-buffer';

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
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A search answer as sent (an AssetList as JSON), and its total (for the search log). */
export interface ListAnswer {
  json: string;
  total: number | null;
}

/** The last step of an answer: its items completed from the stored setting `settingKey`. */
export interface Finish {
  settingKey: string;
  apply(items: Asset[], setting: unknown): Promise<Asset[]>;
}

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

/** The relevance tiers' sizes (title; taxonomy but not title; elsewhere) for the types kept. */
function tierSizesOf(matches: MatchCounts, filters: SearchFilters, rows: number, exact: boolean): TierSizes {
  const sum = (pick: (m: TypeMatches) => number) => kept(matches, filters).reduce((t, m) => t + pick(m), 0);
  const [title, label, all] = [sum((m) => m.title), sum((m) => m.label), sum((m) => m.n)];
  return { sizes: [title, label - title, all - label], rows: Math.max(rows, all), exact };
}

/** A date-only `to` includes that whole day. */
function parseBound(value: string | undefined, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(date.getTime() + DAY_MS) : date;
}

export function createSearchService({
  search,
  assets,
  concurrency = 10,
  answerBytes = 0,
  onBackgroundError = () => {},
}: {
  search: SearchRepository;
  assets: AssetReader;
  /**
   * Searches run at once; the others wait their turn without taking any CPU. More in flight only
   * queue inside the database while their half-done work crowds the event loop that health checks,
   * thumbnails and downloads also need (measured: README, Performance).
   */
  concurrency?: number;
  /** Bytes of search answers kept in memory (the most recently used); 0 keeps none. */
  answerBytes?: number;
  /**
   * Work done after the answer failed: a batch of the search log (kept for the next) or a background
   * recount (the kept count goes on answering).
   */
  onBackgroundError?: (error: unknown, what: string) => void;
}) {
  /** The closest words the library knows for `text`, or null when they are the words as typed. */
  async function correction(text: string): Promise<string | null> {
    const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const corrected = (await search.correctWords(words)).join(' ');
    return corrected.toLowerCase() === words.join(' ').toLowerCase() ? null : corrected;
  }

  const counts = createCountCache<MatchCounts>({ onError: (error) => onBackgroundError(error, 'recount') });
  async function toAssets(ids: string[], audience: Audience): Promise<Asset[]> {
    return (await assets.load(ids, audience)).map((record) => toAsset(record, audience));
  }

  /** A search as asked, its words as searched (see `list`), sort resolved and cursor decoded. */
  interface Search {
    params: ListParams;
    text: string | undefined;
    sort: SearchSort;
    cursor: Cursor | undefined;
  }

  /**
   * The page of `asked` as `audience` sees it, read from the database, and whether it may be kept
   * (not when its counts were an earlier version's, being counted again).
   */
  async function read(
    { params, text, sort, cursor }: Search,
    context: SearchContext,
    audience: Audience,
  ): Promise<{ page: AssetList; keep: boolean }> {
    const filters: SearchFilters = {
      text,
      categoryIds: params.categories.length ? context.categoryIds : undefined,
      tagIds: params.tags.length ? context.tagIds : undefined,
      types: params.types.length ? params.types : undefined,
      from: parseBound(params.from, false),
      to: parseBound(params.to, true),
      ids: params.ids.length ? params.ids : undefined,
      publishedOn: audience.seesAll ? undefined : audience.today,
    };

    // Counted once per search, on its first page (the web keeps the first page's figures): counting
    // every match costs far more than the keyset page itself.
    const firstPage = !cursor;
    const { version } = context;
    const countsOf = (f: SearchFilters) => counts.get(f, version, () => search.countMatches(f));
    let matches: MatchCounts | undefined;
    // Counted before the latest change (a slow count being redone): fine for figures and plans, but
    // an empty tier may have just gained its first match.
    let stale = false;
    let correctedQuery: string | null = null;
    if (firstPage) {
      ({ counts: matches, stale } = await countsOf(filters));
      // Typo tolerance: when the words as typed find nothing, search again with the closest words
      // the library knows ('clareamnto' -> 'clareamento').
      const corrected = text && totalOf(matches, filters) === 0 ? await correction(text) : null;
      if (corrected) {
        const retry = await countsOf({ ...filters, text: corrected });
        if (totalOf(retry.counts, filters) > 0) {
          filters.text = corrected;
          ({ counts: matches, stale } = retry);
          correctedQuery = corrected;
        }
      }
    }
    // Later pages count nothing, but use the first page's counts while they are kept: they choose
    // how the page is read (search.repository.ts, tierPlan).
    const tiersFor = async (f: SearchFilters) => {
      const known = matches ?? counts.peek(f, version);
      return known ? tierSizesOf(known, f, context.rows, !(matches && stale)) : undefined;
    };

    let page = await search.page(filters, sort, params.limit, cursor, await tiersFor(filters));
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
          ? encodeCursor({ s: 'relevance', v: last.v as '0' | '1' | '2', t: last.t ?? '', id: last.id })
          : encodeCursor({ s: sort, v: last.v, id: last.id });
    }
    const items = (await assets.listed(page.rows.slice(0, params.limit), page.version)).map((record) =>
      toAsset(record, audience),
    );
    return { page: { items, total, nextCursor, typeCounts, correctedQuery }, keep: !stale };
  }

  /**
   * Answers kept under the library's `listed` version (migration 0017): it moves with every change to
   * anything a list shows, on this process or any other on the same database, and is read by the
   * search's first statement, so a kept answer is exactly what the database would answer now. The
   * key holds everything else an answer depends on: the audience (admins see every asset and its
   * publication state on its day; the others what is published that day), the search as asked, and
   * the setting its finishing step reads. Kept as sent (JSON), so a kept answer costs no encoding;
   * an answer of 40 assets is about 50 KB.
   */
  const answers =
    answerBytes > 0
      ? new LRUCache<string, ListAnswer>({
          maxSize: answerBytes,
          sizeCalculation: (answer, key) => answer.json.length + key.length,
        })
      : undefined;
  /** Answers being read: a crowd asking the same page at once waits for one reading. */
  const reading = new Map<string, Promise<{ answer: ListAnswer; keep: boolean }>>();

  async function readAndFinish(
    asked: Search,
    context: SearchContext,
    audience: Audience,
    finish: Finish | undefined,
  ): Promise<{ answer: ListAnswer; keep: boolean }> {
    const { page, keep } = await read(asked, context, audience);
    if (finish) page.items = await finish.apply(page.items, context.setting);
    return { answer: { json: JSON.stringify(page), total: page.total }, keep };
  }

  async function answer(
    asked: Search,
    context: SearchContext,
    audience: Audience,
    finish: Finish | undefined,
  ): Promise<ListAnswer> {
    if (!answers) return (await readAndFinish(asked, context, audience, finish)).answer;
    const { params, text, sort } = asked;
    const key = JSON.stringify([
      context.listed,
      audience.seesAll,
      audience.today,
      text ?? null,
      sort,
      params.categories,
      params.tags,
      params.types,
      params.from ?? null,
      params.to ?? null,
      params.ids,
      params.limit,
      params.cursor ?? null,
      finish ? (context.setting ?? null) : null,
    ]);
    const kept = answers.get(key);
    if (kept) return kept;
    let pending = reading.get(key);
    if (!pending) {
      pending = readAndFinish(asked, context, audience, finish)
        .then((found) => {
          if (found.keep) answers.set(key, found.answer);
          return found;
        })
        .finally(() => reading.delete(key));
      reading.set(key, pending);
    }
    return (await pending).answer;
  }

  async function list(
    params: ListParams,
    userId: string,
    audience: Audience,
    finish?: Finish,
  ): Promise<ListAnswer> {
    // The search rule (shared/schemas/input.ts): no letter or digit means no search at all.
    const trimmed = params.q?.trim();
    const text = trimmed && hasSearchableText(trimmed) ? trimmed : undefined;
    const sort: SearchSort = params.sort ?? (text ? 'relevance' : 'newest');
    const cursor = params.cursor ? decodeCursor(params.cursor, sort) : undefined;
    const context = await search.context(params.categories, params.tags, finish?.settingKey);
    const found = await answer({ params, text, sort, cursor }, context, audience, finish);

    // Logged once per search (its first page), with what it found, for "Buscas sem resultado".
    if (text && !cursor) {
      logs.add({
        query: text.slice(0, 200),
        filters: { categories: params.categories, tags: params.tags, types: params.types },
        resultCount: found.total ?? 0,
        userId,
        at: new Date(),
      });
    }
    return found;
  }

  const slots = pLimit(concurrency);
  const logs = createSearchLogBuffer((entries) => search.logSearches(entries), {
    onError: (error) => onBackgroundError(error, 'search log'),
  });

  return {
    /**
     * A gallery page as `audience` sees it (users and franqueados: what is published today), and as
     * sent. `finish` completes its items from a setting read with the search's first statement (an
     * admin's answer carries the content check); a kept answer was finished with the same value.
     */
    list(params: ListParams, userId: string, audience: Audience, finish?: Finish): Promise<ListAnswer> {
      return slots(() => list(params, userId, audience, finish));
    },

    async recentSearches(userId: string): Promise<string[]> {
      await logs.flush();
      return search.recentSearches(userId, 8);
    },

    /** Writes the search log entries still waiting (before reading the log, and at shutdown). */
    flushLogs(): Promise<void> {
      return logs.flush();
    },

    async related(id: string, audience: Audience): Promise<Asset[]> {
      const row = await assets.findRow(id, audience);
      if (!row) throw new AppError('ASSET_NOT_FOUND');
      const day = audience.seesAll ? undefined : audience.today;
      return toAssets(await search.related(id, row.type, LIMITS.relatedMax, day), audience);
    },

    async similar(
      image: Buffer,
      audience: Audience,
      limit = 40,
    ): Promise<Array<Asset & { distance: number }>> {
      const hash = await probeHash(image).catch((error) => {
        if (error instanceof ImageTooLargeError) throw imageTooLarge(error);
        throw new AppError('SIMILAR_IMAGE_INVALID');
      });
      const ranked = await search.similar(hash, limit, audience.seesAll ? undefined : audience.today);
      const byId = new Map(
        (
          await assets.load(
            ranked.map((r) => r.id),
            audience,
          )
        ).map((record) => [record.row.id, record]),
      );
      return ranked.flatMap((r) => {
        const record = byId.get(r.id);
        return record ? [{ ...toAsset(record, audience), distance: r.distance }] : [];
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
