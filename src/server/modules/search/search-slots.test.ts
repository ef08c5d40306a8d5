import { describe, expect, it } from 'vitest';
import type { AssetReader } from '../asset-read/asset-reader';
import type { SearchRepository } from './search.repository';
import { createSearchService } from './search.service';

const params = { categories: [], tags: [], types: [], limit: 40, ids: [] };

describe('search slots', () => {
  it('runs at most `concurrency` searches at once; the next starts when one ends', async () => {
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const search = {
      context: async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        return { version: '1', rows: 0, categoryIds: [], tagIds: [] };
      },
      countMatches: async () => ({ counts: { image: { n: 0, title: 0, label: 0 } }, texts: '1' }),
      page: async () => {
        running--;
        return { ids: [], rows: [], version: '1', last: undefined };
      },
    } as unknown as SearchRepository;
    const assets = { load: async () => [], listed: async () => [] } as unknown as AssetReader;
    const service = createSearchService({ search, assets, concurrency: 2 });

    const lists = Array.from({ length: 5 }, () =>
      service.list(params, 'u', { today: '2026-01-01', seesAll: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(releases).toHaveLength(2);
    while (releases.length) {
      releases.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(lists);
    expect(most).toBe(2);
  });
});
