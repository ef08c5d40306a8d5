import { describe, expect, it, vi } from 'vitest';
import { createCountCache } from './count-cache';

describe('count cache', () => {
  it('counts a search once per library version, whatever its type filter', async () => {
    const cache = createCountCache();
    const count = vi.fn(async () => ({ image: 3, pdf: 1 }));
    await cache.get({ text: 'Sorriso' }, '7', count);
    expect(await cache.get({ text: 'sorriso', types: ['pdf'] }, '7', count)).toEqual({
      counts: { image: 3, pdf: 1 },
      stale: false,
    });
    expect(count).toHaveBeenCalledTimes(1);
    await cache.get({ text: 'sorriso' }, '8', count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('tells filters apart and forgets the least recently used first', async () => {
    const cache = createCountCache({ maxEntries: 2 });
    const count = vi.fn(async () => ({ image: 1 }));
    await cache.get({ categoryIds: ['a', 'b'] }, '1', count);
    await cache.get({ categoryIds: ['b', 'a'] }, '1', count);
    expect(count).toHaveBeenCalledTimes(1);
    await cache.get({ tagIds: ['a'] }, '1', count);
    await cache.get({ categoryIds: ['a', 'b'] }, '1', count);
    await cache.get({ from: new Date('2026-01-01') }, '1', count);
    expect(cache.size).toBe(2);
    await cache.get({ tagIds: ['a'] }, '1', count);
    expect(count).toHaveBeenCalledTimes(4);
  });

  it('trusts a count no longer than its maximum age', async () => {
    vi.useFakeTimers();
    try {
      const cache = createCountCache({ maxAgeMs: 1000 });
      const count = vi.fn(async () => ({ image: 1 }));
      await cache.get({}, '1', count);
      vi.advanceTimersByTime(1500);
      await cache.get({}, '1', count);
      expect(count).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a count for minutes while the library stays at its version', async () => {
    vi.useFakeTimers();
    try {
      const cache = createCountCache();
      const count = vi.fn(async () => ({ image: 1 }));
      await cache.get({ text: 'natal' }, '7', count);
      vi.advanceTimersByTime(5 * 60_000);
      expect(await cache.get({ text: 'natal' }, '7', count)).toEqual({ counts: { image: 1 }, stale: false });
      expect(count).toHaveBeenCalledTimes(1);
      await cache.get({ text: 'natal' }, '8', count);
      expect(count).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts once for a crowd asking at the same time, and again after a failed count', async () => {
    const cache = createCountCache<Record<string, number>>();
    let finish: (counts: Record<string, number>) => void = () => {};
    const count = vi.fn(() => new Promise<Record<string, number>>((resolve) => (finish = resolve)));
    const crowd = Array.from({ length: 20 }, () => cache.get({ text: 'natal' }, '3', count));
    finish({ image: 2 });
    expect(await Promise.all(crowd)).toEqual(Array(20).fill({ counts: { image: 2 }, stale: false }));
    expect(count).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => {
      throw new Error('conexão perdida');
    });
    await expect(cache.get({ text: 'sorriso' }, '3', failing)).rejects.toThrow('conexão perdida');
    expect((await cache.get({ text: 'sorriso' }, '3', async () => ({ pdf: 1 }))).counts).toEqual({ pdf: 1 });
  });

  it('answers a slow count stale while it is redone after a change, and a fast one anew', async () => {
    vi.useFakeTimers();
    try {
      const cache = createCountCache<{ n: number }>({ slowMs: 250 });
      let n = 1;
      const slow = vi.fn(async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { n: n++ };
      });
      const first = cache.get({ text: 'campanha' }, '1', slow);
      await vi.advanceTimersByTimeAsync(300);
      expect(await first).toEqual({ counts: { n: 1 }, stale: false });

      // The library moved: the kept figure answers at once, marked stale, and a recount starts.
      expect(await cache.get({ text: 'campanha' }, '2', slow)).toEqual({ counts: { n: 1 }, stale: true });
      expect(slow).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(300);
      expect(await cache.get({ text: 'campanha' }, '2', slow)).toEqual({ counts: { n: 2 }, stale: false });

      const fast = vi.fn(async () => ({ n: 10 }));
      await cache.get({ text: 'natal' }, '2', fast);
      expect(await cache.get({ text: 'natal' }, '3', async () => ({ n: 11 }))).toEqual({
        counts: { n: 11 },
        stale: false,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
