import { hashKey } from '@tanstack/react-query';
import { EMPTY_FILTERS } from '@web/lib/gallery-url';
import { galleryFirstPageKey } from '@web/lib/page-data';
import { describe, expect, it } from 'vitest';
import {
  assetListPath,
  assetsInfiniteQueryOptions,
  GALLERY_PAGE_SIZE,
  toAssetListParams,
} from './get-assets';

describe('the gallery list with no filter', () => {
  it('is read from where the page puts its first page (lib/page-data)', () => {
    const options = assetsInfiniteQueryOptions(toAssetListParams(EMPTY_FILTERS));
    expect(hashKey(options.queryKey)).toBe(hashKey(galleryFirstPageKey));
  });

  it('asks the address whose answer the server writes into the page (server/web-app)', () => {
    expect(assetListPath({ ...toAssetListParams(EMPTY_FILTERS), limit: GALLERY_PAGE_SIZE })).toBe(
      `/api/assets?limit=${GALLERY_PAGE_SIZE}`,
    );
  });

  it('is another list once a filter is set', () => {
    const options = assetsInfiniteQueryOptions(toAssetListParams({ ...EMPTY_FILTERS, q: 'sorriso' }));
    expect(hashKey(options.queryKey)).not.toBe(hashKey(galleryFirstPageKey));
  });
});

describe("'Somente no título e tags'", () => {
  it('asks with scope=labels when there are words to look for', () => {
    const params = toAssetListParams({ ...EMPTY_FILTERS, q: 'agende avaliacao', labelsOnly: true });
    expect(assetListPath(params)).toBe('/api/assets?q=agende+avaliacao&scope=labels');
  });

  it('leaves the scope out without words: it would change nothing', () => {
    expect(toAssetListParams({ ...EMPTY_FILTERS, labelsOnly: true })).toEqual({});
  });
});
