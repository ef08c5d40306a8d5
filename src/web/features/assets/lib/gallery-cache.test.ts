// @vitest-environment jsdom
import type { AssetList } from '@shared/schemas/search';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GALLERY_CACHE_KEY,
  GALLERY_CACHE_MAX_AGE_MS,
  readCachedFirstPage,
  writeCachedFirstPage,
} from './gallery-cache';

const page: AssetList = {
  items: [],
  total: 0,
  nextCursor: null,
  typeCounts: { image: 0 },
  correctedQuery: null,
};
const now = Date.UTC(2025, 2, 12, 12);

afterEach(() => localStorage.clear());

describe('gallery_data_cache', () => {
  it('paints the last query again for the same user within 30 minutes', () => {
    writeCachedFirstPage('["assets","list",{}]', 'u1', page, now);
    expect(localStorage.getItem(GALLERY_CACHE_KEY)).not.toBeNull();
    expect(readCachedFirstPage('["assets","list",{}]', 'u1', now + 60_000)).toEqual({ page, savedAt: now });
  });

  it('ignores another query, another user, and an entry older than 30 minutes', () => {
    writeCachedFirstPage('a', 'u1', page, now);
    expect(readCachedFirstPage('b', 'u1', now)).toBeNull();
    expect(readCachedFirstPage('a', 'u2', now)).toBeNull();
    expect(readCachedFirstPage('a', 'u1', now + GALLERY_CACHE_MAX_AGE_MS + 1)).toBeNull();
  });

  it('ignores garbage and pages of another shape', () => {
    localStorage.setItem(GALLERY_CACHE_KEY, '{not json');
    expect(readCachedFirstPage('a', 'u1', now)).toBeNull();
    localStorage.setItem(
      GALLERY_CACHE_KEY,
      JSON.stringify({ key: 'a', userId: 'u1', savedAt: now, page: { x: 1 } }),
    );
    expect(readCachedFirstPage('a', 'u1', now)).toBeNull();
  });
});
