import type { SearchFilters } from './search.repository';

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
export function createCountCache<Counts>({ maxEntries = 1000, maxAgeMs = 60_000 }: CountCacheOptions = {}) {
  const entries = new Map<string, { version: string; at: number; counts: Counts }>();
  const inFlight = new Map<string, Promise<Counts>>();

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
    /** The counts kept for this search under this version, or undefined (nothing is counted). */
    peek(filters: SearchFilters, version: string): Counts | undefined {
      const key = keyOf(filters);
      const found = entries.get(key);
      if (!found || found.version !== version || Date.now() - found.at >= maxAgeMs) return undefined;
      // Most recently used last: the Map's order is the eviction order.
      entries.delete(key);
      entries.set(key, found);
      return found.counts;
    },

    /**
     * The kept counts, or `count()`'s; while one count of a search under a version runs, the others
     * asking for it wait for that one instead of counting again (a crowd opening the same gallery).
     */
    async get(filters: SearchFilters, version: string, count: () => Promise<Counts>): Promise<Counts> {
      const kept = this.peek(filters, version);
      if (kept !== undefined) return kept;
      const key = keyOf(filters);
      const flightKey = `${version}\n${key}`;
      const flying = inFlight.get(flightKey);
      if (flying) return flying;
      const now = Date.now();
      const counting = count()
        .then((counts) => {
          entries.delete(key);
          entries.set(key, { version, at: now, counts });
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
          return counts;
        })
        .finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, counting);
      return counting;
    },
    get size(): number {
      return entries.size;
    },
  };
}
