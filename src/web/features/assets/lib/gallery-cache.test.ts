// @vitest-environment jsdom
import type { AssetList } from '@shared/schemas/search';
import { SCHEMAS_VERSION } from '@web/lib/stored-answers';
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

  it('ignores garbage, and pages stored by a build with other schemas or by none', () => {
    localStorage.setItem(GALLERY_CACHE_KEY, '{not json');
    expect(readCachedFirstPage('a', 'u1', now)).toBeNull();
    const stored = { key: 'a', userId: 'u1', savedAt: now, schemas: SCHEMAS_VERSION, page };
    localStorage.setItem(GALLERY_CACHE_KEY, JSON.stringify(stored));
    expect(readCachedFirstPage('a', 'u1', now)).toEqual({ page, savedAt: now });
    localStorage.setItem(GALLERY_CACHE_KEY, JSON.stringify({ ...stored, schemas: 'outra-versao' }));
    expect(readCachedFirstPage('a', 'u1', now)).toBeNull();
    // An entry of the app before the stamp (its page then checked by zod on reading).
    const { schemas: _, ...unstamped } = stored;
    localStorage.setItem(GALLERY_CACHE_KEY, JSON.stringify(unstamped));
    expect(readCachedFirstPage('a', 'u1', now)).toBeNull();
    localStorage.setItem(GALLERY_CACHE_KEY, JSON.stringify({ ...stored, page: null }));
    expect(readCachedFirstPage('a', 'u1', now)).toBeNull();
  });
});
