import type { SearchFilters } from './search.repository';

type Counts = Record<string, number>;

export interface CountCacheOptions {
  /** Searches remembered at most (the least recently used go first). */
  maxEntries?: number;
  /** Never trusted longer than this, whatever the version says. */
  maxAgeMs?: number;
}

/**
 * The per-type counts of recent searches, kept under the library's version. Counting every match
 * costs far more than a page of results, and a gallery asks the same few searches again and again;
 * any change to what is counted moves the version (a trigger, migration 0008), so a count is reused
 * only while the library is as it was, on this process or any other on the same database.
 */
export function createCountCache({ maxEntries = 1000, maxAgeMs = 60_000 }: CountCacheOptions = {}) {
  const entries = new Map<string, { version: string; at: number; counts: Counts }>();

  /** What the counts depend on: not the type filter (counts ignore it) and not the sort. */
  const keyOf = (filters: SearchFilters) =>
    JSON.stringify([
      filters.text?.toLowerCase() ?? null,
      filters.categoryIds ? [...filters.categoryIds].sort() : null,
      filters.tagIds ? [...filters.tagIds].sort() : null,
      filters.from?.toISOString() ?? null,
      filters.to?.toISOString() ?? null,
      filters.ids ? [...filters.ids].sort() : null,
    ]);

  return {
    async get(filters: SearchFilters, version: string, count: () => Promise<Counts>): Promise<Counts> {
      const key = keyOf(filters);
      const now = Date.now();
      const found = entries.get(key);
      if (found && found.version === version && now - found.at < maxAgeMs) {
        // Most recently used last: the Map's order is the eviction order.
        entries.delete(key);
        entries.set(key, found);
        return found.counts;
      }
      const counts = await count();
      entries.delete(key);
      entries.set(key, { version, at: now, counts });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return counts;
    },
    get size(): number {
      return entries.size;
    },
  };
}
