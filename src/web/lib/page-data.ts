import { LIMITS } from '@shared/constants';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shared/page-data';
import type { AssetList } from '@shared/schemas/search';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { assetKeys } from './asset-query';
import { configQueryOptions } from './brand';
import { publicSettingsQueryOptions } from './public-settings';
import { type Session, sessionKeys } from './session';

/**
 * The answers the server wrote into the page (shared/page-data.ts): read once, at start. None in
 * development through Vite, or when the element is missing or unreadable; the app then asks the API.
 */
export function readPageData(doc: Document = document): PageData {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? (data as PageData) : {};
  } catch {
    return {};
  }
}

/**
 * The key of the gallery's list with no filter or sort, whose first page the page carries: what
 * features/assets/api/get-assets asks for (its test holds the two together).
 */
export const galleryFirstPageKey = assetKeys.list({ limit: LIMITS.pageSizeDefault });

/**
 * Puts the page's answers in the query cache as fresh, as if just fetched: the first screen renders
 * from them, and nothing is asked again before its stale time. Returns whether the session was there.
 */
export function seedQueries(client: QueryClient, data: PageData): boolean {
  if (data.config) client.setQueryData(configQueryOptions.queryKey, data.config);
  if (data.publicSettings) client.setQueryData(publicSettingsQueryOptions.queryKey, data.publicSettings);
  if (data.session) client.setQueryData<Session>(sessionKeys.current(), data.session);
  if (data.galleryFirstPage) {
    client.setQueryData<InfiniteData<AssetList, string | null>>(galleryFirstPageKey, {
      pages: [data.galleryFirstPage],
      pageParams: [null],
    });
  }
  return data.session !== undefined;
}
