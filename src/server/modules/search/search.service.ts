import pLimit from 'p-limit';
import { LIMITS } from '../../../shared/constants';
import type { Asset } from '../../../shared/schemas/asset';
import { hasSearchableText } from '../../../shared/schemas/input';
import type { AssetList } from '../../../shared/schemas/search';
import { ImageTooLargeError, mediaKit } from '../../media';
import { AppError, imageTooLarge } from '../../platform/errors';
import type { AssetReader, Audience } from '../asset-read';
import { toAsset } from '../asset-read';
import { decodeCursor, type SearchSort } from './cursor';
import type { SearchRepository } from './search.repository';
import { createSearchLogBuffer } from './search-log-buffer';
import {
  countsFrom,
  createPageReader,
  type ListParams,
  type MatchCounter,
  type PreparedSearch,
} from './search-page';

/** How a prepared search gets its page: read from the database, or kept (search-cache.ts). */
type Answerer = (asked: PreparedSearch, audience: Audience) => Promise<AssetList>;

/**
 * A page answered without the database, when one is kept for the search (search-cache.ts): asked
 * only while searches wait for a slot, so a crowd is answered from memory rather than queued.
 */
type QuickAnswerer = (asked: PreparedSearch, audience: Audience) => AssetList | undefined;

/**
 * While searches wait for a slot, the library's versions read up to `fresh` ms ago serve a crowd (one
 * read for all, not one per search), and up to `stale` ms ago while the next read waits behind a
 * write: what a crowd finds is then at most `stale` ms behind the library (search-cache.ts keeps its
 * answers within the same bound). A quiet server reads them for every search.
 */
export const CROWD_VERSION_AGE = { fresh: 1000, stale: 3000 };

export interface SearchServiceDeps {
  search: SearchRepository;
  assets: AssetReader;
  /** Where counts come from (search-cache.ts keeps them); by default the database, every time. */
  counts?: MatchCounter;
  /**
   * Searches run at once; the others wait their turn without taking any CPU. More in flight only
   * queue inside the database while their half-done work crowds the event loop that health checks,
   * thumbnails and downloads also need (measured: README, Performance).
   */
  concurrency?: number;
  /**
   * Work done after the answer failed: a batch of the search log (kept for the next) or a background
   * recount (the kept count goes on answering).
   */
  onBackgroundError?: (error: unknown, what: string) => void;
}

/** The gallery's search: a page of a query as an audience sees it, read from the database. */
export function createSearchService({
  search,
  assets,
  counts = countsFrom(search),
  concurrency = 10,
  onBackgroundError = () => {},
}: SearchServiceDeps) {
  const read = createPageReader({ search, assets, counts });
  const slots = pLimit(concurrency);
  const logs = createSearchLogBuffer((entries) => search.logSearches(entries), {
    onError: (error) => onBackgroundError(error, 'search log'),
  });

  async function toAssets(ids: string[], audience: Audience): Promise<Asset[]> {
    return (await assets.load(ids, audience)).map((record) => toAsset(record, audience));
  }

  /** The words as searched, the sort and cursor checked, and what the search starts from. */
  async function prepare(params: ListParams, versionAge?: typeof CROWD_VERSION_AGE): Promise<PreparedSearch> {
    // The search rule (shared/schemas/input.ts): no letter or digit means no search at all.
    const trimmed = params.q?.trim();
    const text = trimmed && hasSearchableText(trimmed) ? trimmed : undefined;
    const sort: SearchSort = params.sort ?? (text ? 'relevance' : 'newest');
    const cursor = params.cursor ? decodeCursor(params.cursor, sort) : undefined;
    const context = await search.context(params.categories, params.tags, versionAge);
    return { params, text, sort, cursor, context };
  }

  /**
   * `list` with its pages from `answer`: a search is prepared, answered and logged in one of the
   * `concurrency` slots; while searches wait for one, `quick` answers first when it can, no slot taken.
   */
  function listWith(answer: Answerer, quick?: QuickAnswerer) {
    /** Logged once per search (its first page), with what it found, for "Buscas sem resultado". */
    const logged = (asked: PreparedSearch, page: AssetList, userId: string) => {
      if (asked.text && !asked.cursor) {
        logs.add({
          query: asked.text.slice(0, 200),
          filters: {
            categories: asked.params.categories,
            tags: asked.params.tags,
            types: asked.params.types,
          },
          resultCount: page.total ?? 0,
          userId,
          at: new Date(),
        });
      }
      return page;
    };
    return async (params: ListParams, userId: string, audience: Audience): Promise<AssetList> => {
      if (quick && slots.pendingCount > 0) {
        const asked = await prepare(params, CROWD_VERSION_AGE);
        const page = quick(asked, audience);
        if (page) return logged(asked, page, userId);
      }
      return slots(async () => {
        const asked = await prepare(params);
        return logged(asked, await answer(asked, audience), userId);
      });
    };
  }

  /** Runs `work` in a search slot (a refresh made in the background takes one like a search). */
  const inSlot = <T>(work: () => Promise<T>): Promise<T> => slots(work);

  return {
    /** A gallery page as `audience` sees it (users and franqueados: what is published today). */
    list: listWith(async (asked, audience) => (await read(asked, audience)).page),

    listWith,

    inSlot,

    /** The page of a prepared search, and whether its counts are current (see search-page.ts). */
    read,

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
      const { probeHash } = await mediaKit();
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
