import type { AssetType } from '../../../shared/constants';
import { LIMITS } from '../../../shared/constants';
import type { Asset } from '../../../shared/schemas/asset';
import { hasSearchableText } from '../../../shared/schemas/input';
import type { AssetList } from '../../../shared/schemas/search';
import { AppError, imageTooLarge } from '../../errors';
import { ImageTooLargeError } from '../../media/decode';
import { probeHash } from '../../media/image';
import { toAsset } from '../assets/asset-mapper';
import type { AssetsRepository } from '../assets/assets.repository';
import { createCountCache } from './count-cache';
import { decodeCursor, encodeCursor, type SearchSort } from './cursor';
import type { SearchFilters, SearchRepository } from './search.repository';

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

/** Results of the types the filter keeps (all when it keeps all). */
function totalOf(counts: Record<string, number>, filters: SearchFilters): number {
  return Object.entries(counts)
    .filter(([type]) => !filters.types || filters.types.includes(type as AssetType))
    .reduce((sum, [, n]) => sum + n, 0);
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
}: {
  search: SearchRepository;
  assets: AssetsRepository;
}) {
  /** The closest words the library knows for `text`, or null when they are the words as typed. */
  async function correction(text: string): Promise<string | null> {
    const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const corrected = (await search.correctWords(words)).join(' ');
    return corrected.toLowerCase() === words.join(' ').toLowerCase() ? null : corrected;
  }

  const counts = createCountCache();

  async function toAssets(ids: string[]): Promise<Asset[]> {
    return (await assets.load(ids)).map(toAsset);
  }

  return {
    async list(params: ListParams, userId: string): Promise<AssetList> {
      // The search rule (shared/schemas/input.ts): no letter or digit means no search at all.
      const trimmed = params.q?.trim();
      const text = trimmed && hasSearchableText(trimmed) ? trimmed : undefined;
      const sort: SearchSort = params.sort ?? (text ? 'relevance' : 'newest');
      const cursor = params.cursor ? decodeCursor(params.cursor, sort) : undefined;
      const filters: SearchFilters = {
        text,
        categoryIds: params.categories.length
          ? await search.categoryIdsForSlugs(params.categories)
          : undefined,
        tagIds: params.tags.length ? await search.tagIdsForSlugs(params.tags) : undefined,
        types: params.types.length ? params.types : undefined,
        from: parseBound(params.from, false),
        to: parseBound(params.to, true),
        ids: params.ids.length ? params.ids : undefined,
      };

      // Counted once per search, on its first page (the web keeps the first page's figures): counting
      // every match costs far more than the keyset page itself.
      const firstPage = !cursor;
      let typeCounts: Record<string, number> | null = null;
      let total: number | null = null;
      let correctedQuery: string | null = null;
      if (firstPage) {
        const version = await search.libraryVersion();
        const countsOf = (f: SearchFilters) => counts.get(f, version, () => search.typeCounts(f));
        typeCounts = await countsOf(filters);
        total = totalOf(typeCounts, filters);
        // Typo tolerance: when the words as typed find nothing, search again with the closest words
        // the library knows ('clareamnto' -> 'clareamento').
        const corrected = text && total === 0 ? await correction(text) : null;
        if (corrected) {
          const retryCounts = await countsOf({ ...filters, text: corrected });
          if (totalOf(retryCounts, filters) > 0) {
            filters.text = corrected;
            typeCounts = retryCounts;
            total = totalOf(retryCounts, filters);
            correctedQuery = corrected;
          }
        }
      }

      let page = await search.page(filters, sort, params.limit, cursor);
      // A later page of a corrected search: the words as typed find nothing, so neither does this page.
      const corrected = !firstPage && text && page.ids.length === 0 ? await correction(text) : null;
      if (corrected) {
        filters.text = corrected;
        page = await search.page(filters, sort, params.limit, cursor);
        correctedQuery = corrected;
      }
      const hasMore = page.ids.length > params.limit;
      const ids = page.ids.slice(0, params.limit);
      const last = page.last;
      let nextCursor: string | null = null;
      if (hasMore && last) {
        nextCursor =
          sort === 'relevance'
            ? encodeCursor({ s: 'relevance', v: last.v, t: last.t ?? '', id: last.id })
            : encodeCursor({ s: sort, v: last.v, id: last.id });
      }
      const items = await toAssets(ids);

      // Logged once per search (its first page), with what it found, for "Buscas sem resultado".
      if (text && !cursor) {
        await search.logSearch({
          query: text.slice(0, 200),
          filters: { categories: params.categories, tags: params.tags, types: params.types },
          resultCount: total ?? 0,
          userId,
        });
      }
      return { items, total, nextCursor, typeCounts, correctedQuery };
    },

    recentSearches(userId: string): Promise<string[]> {
      return search.recentSearches(userId, 8);
    },

    async related(id: string): Promise<Asset[]> {
      const row = await assets.findRow(id);
      if (!row) throw new AppError('ASSET_NOT_FOUND');
      return toAssets(await search.related(id, row.type, LIMITS.relatedMax));
    },

    async similar(image: Buffer, limit = 40): Promise<Array<Asset & { distance: number }>> {
      const hash = await probeHash(image).catch((error) => {
        if (error instanceof ImageTooLargeError) throw imageTooLarge(error);
        throw new AppError('SIMILAR_IMAGE_INVALID');
      });
      const ranked = await search.similar(hash, limit);
      const byId = new Map(
        (await assets.load(ranked.map((r) => r.id))).map((record) => [record.row.id, record]),
      );
      return ranked.flatMap((r) => {
        const record = byId.get(r.id);
        return record ? [{ ...toAsset(record), distance: r.distance }] : [];
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
