import { describe, expect, it, vi } from 'vitest';
import type { AssetReader, Audience } from '../asset-read';
import type { CountCacheOptions } from './count-cache';
import type { SearchRepository } from './search.repository';
import { COUNTERS_LAG_MS, createCachedSearchService, STALE_ANSWER_MS } from './search-cache';
import type { ListParams } from './search-page';
import type { MatchCounts, SearchFilters } from './search-sql';
import type { TextChanges } from './text-changes';

const admin: Audience = { today: '2026-01-01', seesAll: true };
const reader: Audience = { today: '2026-01-01', seesAll: false };

/** `n` matches of `type`, all of them in titles. */
const counted = (n: number, type = 'image'): MatchCounts => ({
  [type]: { n, title: n, label: n, described: n },
});

/**
 * The cached service over a repository that counts with `count` and pages with `page`, at the
 * library's versions in `at` (a test moves them as a change would).
 */
function cachedOver(
  count: (filters: SearchFilters) => Promise<MatchCounts>,
  {
    answerBytes = 0,
    countCache,
    page = async () => {},
    concurrency = 20,
    textChanges,
  }: {
    answerBytes?: number;
    countCache?: CountCacheOptions;
    page?: () => Promise<void>;
    concurrency?: number;
    textChanges?: TextChanges;
  } = {},
) {
  // `readAt`: when the versions are said to have been read (a test may age them).
  const at = {
    counted: '1',
    listed: '1',
    texts: '1',
    counters: '1',
    readAt: undefined as number | undefined,
  };
  const search = {
    context: async (categoryIds: string[], tagIds: string[]) => ({
      version: at.counted,
      listed: at.listed,
      texts: at.texts,
      counters: at.counters,
      rows: 0,
      categoryIds,
      tagIds,
      readAt: at.readAt ?? Date.now(),
    }),
    countMatches: vi.fn(async (filters: SearchFilters) => ({
      counts: await count(filters),
      texts: at.texts,
    })),
    page: vi.fn(async () => {
      await page();
      return { ids: [], rows: [], version: at.listed, last: undefined };
    }),
    correctWords: async (words: string[]) => words,
    logSearches: async () => {},
  };
  const assets = { listed: async () => [] };
  const service = createCachedSearchService({
    search: search as unknown as SearchRepository,
    assets: assets as unknown as AssetReader,
    concurrency,
    answerBytes,
    countCache,
    textChanges,
  });
  const list = (query: Partial<ListParams> = {}, audience = admin) =>
    service.list({ categories: [], tags: [], types: [], limit: 40, ids: [], ...query }, 'u', audience);
  return { at, search, list };
}

describe('counts kept', () => {
  it('counts a search once per library version, whatever its type filter', async () => {
    const { at, search, list } = cachedOver(async () => ({ ...counted(3), ...counted(1, 'pdf') }));
    await list({ q: 'Sorriso' });
    const pdfs = await list({ q: 'sorriso', types: ['pdf'] });
    expect(pdfs.typeCounts).toEqual({ image: 3, pdf: 1 });
    expect(pdfs.total).toBe(1);
    expect(search.countMatches).toHaveBeenCalledTimes(1);
    at.counted = '8';
    await list({ q: 'sorriso' });
    expect(search.countMatches).toHaveBeenCalledTimes(2);
  });

  it('tells filters apart and forgets the least recently used first', async () => {
    const { search, list } = cachedOver(async () => counted(1), { countCache: { maxEntries: 2 } });
    await list({ categories: ['a', 'b'] });
    await list({ categories: ['b', 'a'] });
    expect(search.countMatches).toHaveBeenCalledTimes(1);
    await list({ tags: ['a'] });
    await list({ categories: ['a', 'b'] });
    await list({ from: '2026-01-01' });
    await list({ from: '2026-01-01' });
    expect(search.countMatches).toHaveBeenCalledTimes(3);
    await list({ tags: ['a'] });
    expect(search.countMatches).toHaveBeenCalledTimes(4);
  });

  it('trusts a count no longer than its maximum age', async () => {
    const { search, list } = cachedOver(async () => counted(1), { countCache: { maxAgeMs: 30 } });
    await list();
    await list();
    expect(search.countMatches).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await list();
    expect(search.countMatches).toHaveBeenCalledTimes(2);
  });

  it('keeps a count for minutes while the library stays at its version', async () => {
    vi.useFakeTimers();
    try {
      const { at, search, list } = cachedOver(async () => counted(1));
      at.counted = '7';
      await list({ q: 'natal' });
      vi.advanceTimersByTime(5 * 60_000);
      expect((await list({ q: 'natal' })).total).toBe(1);
      expect(search.countMatches).toHaveBeenCalledTimes(1);
      at.counted = '8';
      await list({ q: 'natal' });
      expect(search.countMatches).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts once for a crowd asking at the same time, and again after a failed count', async () => {
    let finish: (counts: MatchCounts) => void = () => {};
    const { search, list } = cachedOver(() => new Promise<MatchCounts>((resolve) => (finish = resolve)));
    const crowd = Array.from({ length: 20 }, () => list({ q: 'natal' }));
    await vi.waitFor(() => expect(search.countMatches).toHaveBeenCalled());
    finish(counted(2));
    expect((await Promise.all(crowd)).map((page) => page.total)).toEqual(Array(20).fill(2));
    expect(search.countMatches).toHaveBeenCalledTimes(1);

    search.countMatches.mockImplementation(async () => {
      throw new Error('conexão perdida');
    });
    await expect(list({ q: 'sorriso' })).rejects.toThrow('conexão perdida');
    search.countMatches.mockImplementation(async () => ({ counts: counted(1, 'pdf'), texts: '1' }));
    expect((await list({ q: 'sorriso' })).typeCounts).toEqual({ pdf: 1 });
  });

  it('answers a slow count stale while it is redone after a change, and a fast one anew', async () => {
    vi.useFakeTimers();
    try {
      let n = 1;
      const { at, search, list } = cachedOver(
        async ({ text }) => {
          if (text === 'natal') return counted(10 + n++);
          await new Promise((resolve) => setTimeout(resolve, 300));
          return counted(n++);
        },
        { countCache: { slowMs: 250 } },
      );
      const first = list({ q: 'campanha' });
      await vi.advanceTimersByTimeAsync(300);
      expect((await first).total).toBe(1);

      // The library moved: the kept figure answers at once, and a recount starts.
      at.counted = '2';
      expect((await list({ q: 'campanha' })).total).toBe(1);
      expect(search.countMatches).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(300);
      expect((await list({ q: 'campanha' })).total).toBe(2);

      expect((await list({ q: 'natal' })).total).toBe(13);
      at.counted = '3';
      expect((await list({ q: 'natal' })).total).toBe(14);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('answers kept', () => {
  it('keeps an answer, frozen, per audience while nothing a list shows has changed', async () => {
    const { at, search, list } = cachedOver(async () => counted(1), { answerBytes: 1_000_000 });
    const first = await list({ q: 'natal' });
    expect(await list({ q: 'natal' })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(search.page).toHaveBeenCalledTimes(1);
    await list({ q: 'natal' }, reader);
    expect(search.page).toHaveBeenCalledTimes(2);
    at.listed = '2';
    expect(await list({ q: 'natal' })).not.toBe(first);
    expect(search.page).toHaveBeenCalledTimes(3);
  });

  it('keeps an answer while only the view and download counters move, at most COUNTERS_LAG_MS behind them', async () => {
    const { at, search, list } = cachedOver(async () => counted(1), { answerBytes: 1_000_000 });
    at.readAt = 1_000_000;
    const first = await list({ sort: 'popular' });
    at.counters = '2';
    at.readAt += COUNTERS_LAG_MS;
    expect(await list({ sort: 'popular' })).toBe(first);
    at.readAt += 1;
    const second = await list({ sort: 'popular' });
    expect(second).not.toBe(first);
    expect(search.page).toHaveBeenCalledTimes(2);
    // Read under the counters as they are now: kept for as long as they stay there.
    at.readAt += 60_000;
    expect(await list({ sort: 'popular' })).toBe(second);
    expect(search.page).toHaveBeenCalledTimes(2);
    at.listed = '2';
    expect(await list({ sort: 'popular' })).not.toBe(second);
  });

  it('keeps the answers and counts of searches without words when only the words read in files change', async () => {
    const { at, search, list } = cachedOver(async () => counted(1), { answerBytes: 1_000_000 });
    const wordless = await list({ categories: ['campanhas'] });
    const labels = await list({ q: 'natal', scope: 'labels' });
    const words = await list({ q: 'natal' });
    const [pages, counts] = [search.page.mock.calls.length, search.countMatches.mock.calls.length];
    at.texts = '2';
    expect(await list({ categories: ['campanhas'] })).toBe(wordless);
    expect(await list({ q: 'natal', scope: 'labels' })).toBe(labels);
    expect(search.page).toHaveBeenCalledTimes(pages);
    // Its words may now be found in a file: read and counted again.
    expect(await list({ q: 'natal' })).not.toBe(words);
    expect(search.page).toHaveBeenCalledTimes(pages + 1);
    expect(search.countMatches).toHaveBeenCalledTimes(counts + 1);
    expect(search.countMatches.mock.lastCall?.[0]).toMatchObject({ text: 'natal' });
  });

  it('keeps the answer of a search whose words the moved file words did not touch', async () => {
    const since = vi.fn(async (text: string) => ({ kind: text.includes('natal') ? 'unknown' : 'untouched' }));
    const textChanges = { since, grownMatches: async () => ({}) } as unknown as TextChanges;
    const { at, search, list } = cachedOver(async () => counted(1), { answerBytes: 1_000_000, textChanges });
    const implante = await list({ q: 'implante' });
    const natal = await list({ q: 'natal' });
    const pages = search.page.mock.calls.length;
    at.texts = '2';
    expect(await list({ q: 'implante' })).toBe(implante);
    expect(since).toHaveBeenCalledWith('implante', '1', '2');
    expect(await list({ q: 'natal' })).not.toBe(natal);
    expect(search.page).toHaveBeenCalledTimes(pages + 1);
    // Kept under the new version now: nothing to ask.
    since.mockClear();
    expect(await list({ q: 'implante' })).toBe(implante);
    expect(since).not.toHaveBeenCalled();
    // Anything else moved: read again, whatever the words; its count, which the moves of the file
    // words did not touch, is carried over rather than counted again.
    const counts = search.countMatches.mock.calls.length;
    at.listed = '2';
    expect(await list({ q: 'implante' })).not.toBe(implante);
    expect(search.countMatches).toHaveBeenCalledTimes(counts);
  });

  it('reads a search again when what the moved file words did cannot be told', async () => {
    const since = async () => {
      throw new Error('conexão perdida');
    };
    const textChanges = { since } as unknown as TextChanges;
    const { at, search, list } = cachedOver(async () => counted(1), { answerBytes: 1_000_000, textChanges });
    await list({ q: 'natal' });
    const pages = search.page.mock.calls.length;
    at.texts = '2';
    expect((await list({ q: 'natal' })).total).toBe(1);
    expect(search.page).toHaveBeenCalledTimes(pages + 1);
  });

  it('reads a page once for a crowd asking it at the same time', async () => {
    let release: () => void = () => {};
    const { search, list } = cachedOver(async () => counted(1), {
      answerBytes: 1_000_000,
      page: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const crowd = Array.from({ length: 20 }, () => list({ q: 'natal' }));
    await vi.waitFor(() => expect(search.page).toHaveBeenCalled());
    release();
    const pages = await Promise.all(crowd);
    expect(new Set(pages).size).toBe(1);
    expect(search.page).toHaveBeenCalledTimes(1);
  });

  it('answers a crowd with the last answer while the current one is read, if the library moved at most 3 s ago', async () => {
    // One slot, held by a search whose page waits: everything else asked meanwhile is a crowd.
    let pageGate: Promise<void> = Promise.resolve();
    const { at, search, list } = cachedOver(async () => counted(1), {
      answerBytes: 1_000_000,
      concurrency: 1,
      page: () => pageGate,
    });
    // Version 1 last read as the library's more than STALE_ANSWER_MS ago, version 2 a moment ago.
    at.readAt = Date.now() - STALE_ANSWER_MS - 1;
    const old = await list({ q: 'pascoa' });
    at.readAt = undefined;
    at.listed = '2';
    const fresh = await list({ q: 'natal' });
    at.listed = '3';
    let open: () => void = () => {};
    pageGate = new Promise<void>((resolve) => (open = resolve));
    const holding = list({ q: 'carnaval' });
    const queued = list({ q: 'carnaval', sort: 'newest' });
    await vi.waitFor(() => expect(search.page).toHaveBeenCalledTimes(3));

    // Kept under version 2, which was the library's a moment ago: answered now, without the slot.
    expect(await list({ q: 'natal' })).toBe(fresh);
    // Kept under version 1, behind the library for more than STALE_ANSWER_MS: it waits like any search.
    let oldAnswered = false;
    const waiting = list({ q: 'pascoa' }).then((page) => {
      oldAnswered = true;
      return page;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(oldAnswered).toBe(false);

    open();
    await Promise.all([holding, queued]);
    expect(await waiting).not.toBe(old);
    // The current answer of 'natal' was read in the background meanwhile, and is kept now.
    await vi.waitFor(async () => expect(await list({ q: 'natal' })).not.toBe(fresh));
  });

  it('serves a kept answer to a crowd for as long as its version stays the last one read', async () => {
    // The answer was read long ago, but its version was still the library's a moment ago.
    let pageGate: Promise<void> = Promise.resolve();
    const { at, search, list } = cachedOver(async () => counted(1), {
      answerBytes: 1_000_000,
      concurrency: 1,
      page: () => pageGate,
    });
    at.readAt = Date.now() - 60_000;
    const kept = await list({ q: 'natal' });
    at.readAt = undefined;
    expect(await list({ q: 'natal' })).toBe(kept);
    at.listed = '2';
    let open: () => void = () => {};
    pageGate = new Promise<void>((resolve) => (open = resolve));
    const holding = list({ q: 'carnaval' });
    const queued = list({ q: 'carnaval', sort: 'newest' });
    await vi.waitFor(() => expect(search.page).toHaveBeenCalledTimes(2));
    const waited = new Promise((resolve) => setTimeout(() => resolve('waited for the slot'), 200));
    expect(await Promise.race([list({ q: 'natal' }), waited])).toBe(kept);
    open();
    await Promise.all([holding, queued]);
  });

  it('keeps no answer counted under an earlier version, and none past its byte budget', async () => {
    vi.useFakeTimers();
    try {
      let n = 1;
      const slow = async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return counted(n++);
      };
      const { at, search, list } = cachedOver(slow, { answerBytes: 1_000_000 });
      const first = list({ q: 'campanha' });
      await vi.advanceTimersByTimeAsync(300);
      await first;
      at.counted = '2';
      at.listed = '2';
      // Stale figures (a recount runs): sent, but read again next time.
      expect((await list({ q: 'campanha' })).total).toBe(1);
      expect((await list({ q: 'campanha' })).total).toBe(1);
      expect(search.page).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(300);
      expect((await list({ q: 'campanha' })).total).toBe(2);
      expect((await list({ q: 'campanha' })).total).toBe(2);
      expect(search.page).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }

    const tight = cachedOver(async () => counted(1), { answerBytes: 100 });
    await tight.list({ q: 'natal' });
    await tight.list({ q: 'natal' });
    expect(tight.search.page).toHaveBeenCalledTimes(2);
  });
});
