import { LRUCache } from 'lru-cache';
import type { Counted, MatchCounter } from './search-page';
import type { MatchCounts, SearchFilters } from './search-sql';
import { atLeast } from './search-versions';
import type { TextChanges } from './text-changes';

export interface CountCacheOptions {
  /** Searches whose counts are remembered at most (the least recently used go first). */
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
}

interface KeptCount {
  counts: MatchCounts;
  /**
   * The library's `counted` version the count was asked under, with `texts` for a search with words
   * (search-versions.ts); it reads that or a later one.
   */
  version: string;
  /** The file words' version the count read (exactly: the counting statement read it). */
  texts: string;
  /** When it started, and how long it took. */
  at: number;
  costMs: number;
}

/** Counted under `version` or a later one (versions only grow: migration 0017). */
const asOf = (kept: KeptCount, version: string) => atLeast(kept.version, version);

/**
 * The per-type counts of recent searches, kept under the library's `counted` version. Counting every
 * match costs far more than a page of results, and a gallery asks the same few searches again and
 * again; any change to what is counted moves the version with its commit (triggers, migrations 0008
 * and 0017), so a count is reused only while the library is as it was, on this process or any other
 * on the same database. A crowd asking the same count waits for one (lru-cache's `fetch`), and a
 * slow count (a common word in a million assets takes seconds) is not made to wait on each upload:
 * the last one answers, stale, while the next is counted. When only the file words moved, a count is
 * carried over or patched with the files that gained words (text-changes.ts), not counted again.
 */
export function createCountCache(
  count: (filters: SearchFilters) => Promise<{ counts: MatchCounts; texts: string }>,
  { maxEntries = 1000, maxAgeMs = 15 * 60_000, slowMs = 250, maxStaleMs = 600_000 }: CountCacheOptions,
  onError: (error: unknown) => void,
  textChanges?: TextChanges,
): MatchCounter {
  const kept = new LRUCache<string, KeptCount, { filters: SearchFilters; version: string; behind: boolean }>({
    max: maxEntries,
    ttl: maxAgeMs,
    // Past its age a count is not trusted, but it may still answer for a slow recount (below).
    noDeleteOnStaleGet: true,
    // A failed recount leaves the kept count answering (until `maxStaleMs`).
    noDeleteOnFetchRejection: true,
    // A count pushed out while it runs still answers those waiting for it.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _previous, { context: { filters, version, behind } }) => {
      const at = Date.now();
      try {
        return { ...(await count(filters)), version, at, costMs: Date.now() - at };
      } catch (error) {
        // Nobody awaits a recount behind a stale answer: its failure is only reported.
        if (behind) onError(error);
        throw error;
      }
    },
  });

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
      filters.scope ?? null,
    ]);

  /**
   * `latest` brought to `version` when only the file words moved since it was counted and the moves
   * kept its words or only gave words to files that had none (text-changes.ts); else undefined.
   */
  async function patch(latest: KeptCount, filters: SearchFilters, version: string) {
    const [library, texts] = version.split(':');
    if (!textChanges || !filters.text || !texts || latest.version.split(':')[0] !== library) return;
    // The age bound holds for a patched count too: it is counted again once it is that old.
    if (Date.now() - latest.at >= maxAgeMs) return;
    const moves =
      BigInt(latest.texts) >= BigInt(texts)
        ? ({ kind: 'untouched' } as const)
        : await textChanges.since(filters.text, latest.texts, texts);
    if (moves.kind === 'unknown') return;
    const counts = structuredClone(latest.counts);
    if (moves.kind === 'grown') {
      for (const [type, n] of Object.entries(await textChanges.grownMatches(filters, moves.ids))) {
        const was = counts[type] ?? { n: 0, title: 0, label: 0, described: 0 };
        counts[type] = { ...was, n: was.n + n };
      }
    }
    const patched: KeptCount = { ...latest, counts, version, texts: maxOf(latest.texts, texts) };
    return patched;
  }
  /** Patches under way, one per search and version: a crowd asking at once waits for the same one. */
  const patching = new Map<string, Promise<KeptCount | undefined>>();
  const patchOnce = (key: string, latest: KeptCount, filters: SearchFilters, version: string) => {
    const id = `${version}\n${key}`;
    let running = patching.get(id);
    if (!running) {
      // A patch that fails is reported, and the search is counted as if none had been tried.
      running = patch(latest, filters, version)
        .catch((error: unknown) => {
          onError(error);
          return undefined;
        })
        .finally(() => patching.delete(id));
      patching.set(id, running);
    }
    return running;
  };

  return {
    async count(filters: SearchFilters, version: string): Promise<Counted> {
      const key = keyOf(filters);
      // The latest count, even past its age or while it is being redone.
      const latest = kept.peek(key, { allowStale: true });
      const current = latest !== undefined && asOf(latest, version) && kept.peek(key) !== undefined;
      if (!current && latest !== undefined) {
        const patched = await patchOnce(key, latest, filters, version);
        if (patched) {
          // Trusted for what is left of its age, not for a new one.
          const ttl = Math.max(1, maxAgeMs - (Date.now() - patched.at));
          if (!asOf(kept.peek(key, { allowStale: true }) ?? patched, version))
            kept.set(key, patched, { ttl });
          return { counts: patched.counts, stale: false };
        }
      }
      const behind =
        !current && latest !== undefined && latest.costMs >= slowMs && Date.now() - latest.at < maxStaleMs;
      const context = { filters, version, behind };
      let found = await kept.forceFetch(key, { context, forceRefresh: !current, allowStale: behind });
      // Joined a count asked under an earlier version: count again.
      while (!behind && !asOf(found, version)) {
        found = await kept.forceFetch(key, { context, forceRefresh: true });
      }
      return { counts: found.counts, stale: !asOf(found, version) };
    },

    known(filters: SearchFilters, version: string): MatchCounts | undefined {
      const found = kept.get(keyOf(filters));
      return found && asOf(found, version) ? found.counts : undefined;
    },
  };
}

const maxOf = (a: string, b: string) => (BigInt(a) >= BigInt(b) ? a : b);
