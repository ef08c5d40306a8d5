// @vitest-environment jsdom
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shared/page-data';
import { QueryClient } from '@tanstack/react-query';
import { fakeAsset } from '@web/test/asset';
import { fakeSessionUser } from '@web/test/user';
import { afterEach, describe, expect, it } from 'vitest';
import { configQueryOptions } from './brand';
import { galleryFirstPageKey, readPageData, seedQueries } from './page-data';
import { publicSettingsQueryOptions } from './public-settings';
import { type Session, sessionKeys } from './session';

const data: PageData = {
  session: {
    user: fakeSessionUser({ name: 'Ana </script>' }),
    expired: false,
  },
  publicSettings: { publicSignup: true, banner: null },
  config: { brandName: 'OdontoRede', mailEnabled: false, setupRequired: false },
};

function writePage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the page data', () => {
  it("reads what the server wrote, its escaped '<' included", () => {
    writePage(JSON.stringify(data).replace(/</g, '\\u003c'));
    expect(readPageData()).toEqual(data);
  });

  it('is empty when the page has none or it cannot be read (the app then asks the API)', () => {
    expect(readPageData()).toEqual({});
    writePage('{"session": ');
    expect(readPageData()).toEqual({});
  });

  it('fills the cache as fresh answers, so the first screen asks nothing', () => {
    const client = new QueryClient();
    expect(seedQueries(client, data)).toBe(true);
    expect(client.getQueryData<Session>(sessionKeys.current())).toEqual(data.session);
    expect(client.getQueryData(configQueryOptions.queryKey)).toEqual(data.config);
    expect(client.getQueryData(publicSettingsQueryOptions.queryKey)).toEqual(data.publicSettings);
    expect(client.getQueryState(sessionKeys.current())?.isInvalidated).toBe(false);

    const empty = new QueryClient();
    expect(seedQueries(empty, { config: data.config })).toBe(false);
    expect(empty.getQueryData(sessionKeys.current())).toBeUndefined();
    expect(empty.getQueryData(galleryFirstPageKey)).toBeUndefined();
  });

  it("puts the gallery's first page where the gallery's list reads it, as its only page", () => {
    const client = new QueryClient();
    const page = {
      items: [fakeAsset({ id: 'a1', title: 'Campanha de inverno' })],
      total: 41,
      nextCursor: 'c2',
      typeCounts: { image: 41 },
      correctedQuery: null,
    };
    seedQueries(client, { ...data, galleryFirstPage: page });
    expect(client.getQueryData(galleryFirstPageKey)).toEqual({ pages: [page], pageParams: [null] });
    expect(client.getQueryState(galleryFirstPageKey)?.dataUpdatedAt).toBeGreaterThan(Date.now() - 5_000);
  });
});
