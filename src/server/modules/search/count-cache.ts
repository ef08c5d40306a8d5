import type { SearchFilters } from './search.repository';

export interface CountCacheOptions {
  /** Searches remembered at most (the least recently used go first). */
  maxEntries?: number;
  /**
   * Never trusted longer than this, whatever the version says. The version is what keeps a count
   * right (every change that moves a count moves it); this only bounds how long a change made behind
   * the triggers' back (a hand-run SQL fix) can show. Short ages cost dearly at a million assets: a
   * common word recounted every minute is seconds of CPU taken from the searches themselves.
   */
  maxAgeMs?: number;
  /**
   * A count that took at least this long is not awaited again when the library moves: the kept one
   * answers (marked stale) while a new one runs in the background, for at most `maxStaleMs`.
   */
  slowMs?: number;
  maxStaleMs?: number;
  /** A background recount failed (the kept count goes on answering until `maxStaleMs`). */
  onError?: (error: unknown) => void;
}

export interface Counted<Counts> {
  counts: Counts;
  /** Counted under an earlier version: a recount is under way. */
  stale: boolean;
}

/**
 * The per-type counts of recent searches, kept under the library's version. Counting every match
 * costs far more than a page of results, and a gallery asks the same few searches again and again;
 * any change to what is counted moves the version with its commit (triggers, migrations 0008 and
 * 0017: `library_version.counted`), so a count is reused only while the library is as it was, on this
 * process or any other on the same database. A slow count (a common word in a million assets takes
 * seconds) is not made to wait on each upload: the last one answers, stale, while the next is
 * counted.
 */
export function createCountCache<Counts>({
  maxEntries = 1000,
  maxAgeMs = 15 * 60_000,
  slowMs = 250,
  maxStaleMs = 600_000,
  onError = () => {},
}: CountCacheOptions = {}) {
  const entries = new Map<string, { version: string; at: number; counts: Counts; costMs: number }>();
  const inFlight = new Map<string, Promise<Counts>>();

  /**
   * What the counts depend on: not the type filter (counts ignore it) and not the sort. For users and
   * franqueados the day too: what they see changes at midnight without the library's version moving.
   */
  const keyOf = (filters: SearchFilters) =>
    JSON.stringify([
      filters.text?.toLowerCase() ?? null,
      filters.categoryIds ? [...filters.categoryIds].sort() : null,
      filters.tagIds ? [...filters.tagIds].sort() : null,
      filters.from?.toISOString() ?? null,
      filters.to?.toISOString() ?? null,
      filters.ids ? [...filters.ids].sort() : null,
      filters.publishedOn ?? null,
    ]);

  /** The entry for `key`, most recently used last (the Map's order is the eviction order). */
  function touch(key: string) {
    const found = entries.get(key);
    if (found) {
      entries.delete(key);
      entries.set(key, found);
    }
    return found;
  }

  /** Counts anew, once however many ask at the same time. */
  function recount(key: string, version: string, count: () => Promise<Counts>): Promise<Counts> {
    const flightKey = `${version}\n${key}`;
    const flying = inFlight.get(flightKey);
    if (flying) return flying;
    const started = Date.now();
    const counting = count()
      .then((counts) => {
        entries.delete(key);
        entries.set(key, { version, at: started, counts, costMs: Date.now() - started });
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        return counts;
      })
      .finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, counting);
    return counting;
  }

  return {
    /** The counts kept for this search under this version, or undefined (nothing is counted). */
    peek(filters: SearchFilters, version: string): Counts | undefined {
      const key = keyOf(filters);
      const found = entries.get(key);
      if (!found || found.version !== version || Date.now() - found.at >= maxAgeMs) return undefined;
      return touch(key)?.counts;
    },

    /**
     * The kept counts, or `count()`'s (while one count of a search under a version runs, the others
     * asking for it wait for that one instead of counting again: a crowd opening the same gallery).
     */
    async get(
      filters: SearchFilters,
      version: string,
      count: () => Promise<Counts>,
    ): Promise<Counted<Counts>> {
      const key = keyOf(filters);
      const found = touch(key);
      const age = found ? Date.now() - found.at : Number.POSITIVE_INFINITY;
      if (found && found.version === version && age < maxAgeMs) return { counts: found.counts, stale: false };
      if (found && found.costMs >= slowMs && age < maxStaleMs) {
        recount(key, version, count).catch(onError);
        return { counts: found.counts, stale: true };
      }
      return { counts: await recount(key, version, count), stale: false };
    },

    get size(): number {
      return entries.size;
    },
  };
}
