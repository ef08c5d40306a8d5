import type { Asset } from '@shared/schemas/asset';
import type { QueryClient } from '@tanstack/react-query';
import { assetKeys } from '@web/lib/asset-query';

type Patch = (asset: Asset) => Asset;

function patchItems<T extends Asset>(items: T[], id: string, patch: Patch): T[] {
  return items.map((item) => (item.id === id ? (patch(item) as T) : item));
}

/** One cached answer under ['assets']: a paged list, a `{ items }` list, or one asset. */
function patchData(data: unknown, id: string, patch: Patch): unknown {
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data && Array.isArray(data.pages)) {
    return {
      ...data,
      pages: data.pages.map((page: { items?: Asset[] }) =>
        Array.isArray(page?.items) ? { ...page, items: patchItems(page.items, id, patch) } : page,
      ),
    };
  }
  if ('items' in data && Array.isArray(data.items)) {
    return { ...data, items: patchItems(data.items as Asset[], id, patch) };
  }
  if ('id' in data && data.id === id && 'viewCount' in data) return patch(data as Asset);
  return data;
}

/**
 * Applies a change to one asset wherever it is cached (gallery pages, similarity results, its page,
 * related lists), so that SPEC's 'view and download counts rise in the interface at once' holds on
 * every screen that shows it.
 */
export function patchCachedAsset(client: QueryClient, id: string, patch: Patch) {
  client.setQueriesData({ queryKey: assetKeys.all }, (data: unknown) => patchData(data, id, patch));
}

export const bumpViews: Patch = (asset) => ({ ...asset, viewCount: asset.viewCount + 1 });
export const bumpDownloads: Patch = (asset) => ({ ...asset, downloadCount: asset.downloadCount + 1 });
