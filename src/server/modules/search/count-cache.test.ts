import { describe, expect, it, vi } from 'vitest';
import { createCountCache } from './count-cache';
import type { MatchCounts } from './search-sql';
import type { TextChanges, TextMoves } from './text-changes';

/**
 * Counts carried over or patched when only the file words moved (the database's side:
 * asset-text.test.ts): a batch of posters read must not send every touched search's count back to
 * the database, and nothing else may be patched.
 */
describe('counts when only the file words moved', () => {
  const counted = (n: number): MatchCounts => ({ image: { n, title: 1, label: 1, described: 1 } });

  function counter(moves: () => TextMoves, maxAgeMs = 60_000) {
    const state = { texts: '1', n: 3 };
    const count = vi.fn(async () => ({ counts: counted(state.n), texts: state.texts }));
    const since = vi.fn(async () => moves());
    const grownMatches = vi.fn(async (_filters: unknown, ids: string[]) => ({ image: ids.length, pdf: 1 }));
    const textChanges = { since, grownMatches } as unknown as TextChanges;
    const cache = createCountCache(count, { maxAgeMs }, () => {}, textChanges);
    return { state, count, since, grownMatches, cache };
  }
  const natal = { text: 'natal' };

  it('adds what the files that gained words now match, without counting again', async () => {
    const { count, since, grownMatches, cache } = counter(() => ({ kind: 'grown', ids: ['a', 'b'] }));
    expect((await cache.count(natal, '7:1')).counts).toEqual(counted(3));
    const patched = await cache.count(natal, '7:4');
    expect(patched).toEqual({
      counts: {
        image: { n: 5, title: 1, label: 1, described: 1 },
        pdf: { n: 1, title: 0, label: 0, described: 0 },
      },
      stale: false,
    });
    expect(count).toHaveBeenCalledTimes(1);
    // From the version the count read, to the one asked.
    expect(since).toHaveBeenCalledWith('natal', '1', '4');
    expect(grownMatches).toHaveBeenCalledWith(natal, ['a', 'b']);
    // Kept under the new version: nothing more to ask.
    expect(cache.known(natal, '7:4')).toEqual(patched.counts);
    await cache.count(natal, '7:4');
    expect(since).toHaveBeenCalledTimes(1);
  });

  it('carries an untouched count over, and counts again whatever else moved', async () => {
    let moves: TextMoves = { kind: 'untouched' };
    const { state, count, cache } = counter(() => moves);
    await cache.count(natal, '7:1');
    state.n = 9;
    expect((await cache.count(natal, '7:2')).counts).toEqual(counted(3));
    expect(count).toHaveBeenCalledTimes(1);
    // Words changed rather than arrived: counted again.
    moves = { kind: 'unknown' };
    expect((await cache.count(natal, '7:3')).counts).toEqual(counted(9));
    expect(count).toHaveBeenCalledTimes(2);
    // The library moved: counted again, whatever the file words did.
    moves = { kind: 'untouched' };
    state.n = 10;
    expect((await cache.count(natal, '8:3')).counts).toEqual(counted(10));
    // A search without words in the files is never patched.
    await cache.count({ text: 'natal', scope: 'labels' }, '8');
    state.n = 11;
    expect((await cache.count({ text: 'natal', scope: 'labels' }, '9')).counts).toEqual(counted(11));
  });

  it('counts again once the first count is older than the age bound, patched or not', async () => {
    vi.useFakeTimers();
    try {
      const { state, count, cache } = counter(() => ({ kind: 'untouched' }), 60_000);
      await cache.count(natal, '7:1');
      vi.advanceTimersByTime(50_000);
      await cache.count(natal, '7:2');
      expect(count).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(15_000);
      state.n = 4;
      expect((await cache.count(natal, '7:3')).counts).toEqual(counted(4));
      expect(count).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts again, and reports, when what the moves did cannot be told', async () => {
    const onError = vi.fn();
    const count = vi.fn(async () => ({ counts: counted(2), texts: '1' }));
    const since = async () => {
      throw new Error('conexão perdida');
    };
    const cache = createCountCache(count, {}, onError, { since } as unknown as TextChanges);
    await cache.count(natal, '7:1');
    expect(await cache.count(natal, '7:2')).toEqual({ counts: counted(2), stale: false });
    expect(count).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'conexão perdida' }));
  });

  it('patches once for a crowd asking at the same time', async () => {
    const { since, cache } = counter(() => ({ kind: 'grown', ids: ['a'] }));
    await cache.count(natal, '7:1');
    const crowd = await Promise.all(Array.from({ length: 10 }, () => cache.count(natal, '7:2')));
    expect(new Set(crowd.map((c) => c.counts.image?.n))).toEqual(new Set([4]));
    expect(since).toHaveBeenCalledTimes(1);
  });
});
