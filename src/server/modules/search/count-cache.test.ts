import { describe, expect, it, vi } from 'vitest';
import { createCountCache } from './count-cache';

describe('count cache', () => {
  it('counts a search once per library version, whatever its type filter', async () => {
    const cache = createCountCache();
    const count = vi.fn(async () => ({ image: 3, pdf: 1 }));
    await cache.get({ text: 'Sorriso' }, '7', count);
    expect(await cache.get({ text: 'sorriso', types: ['pdf'] }, '7', count)).toEqual({ image: 3, pdf: 1 });
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
});
