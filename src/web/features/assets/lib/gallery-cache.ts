import { LIMITS } from '@shared/constants';
import { type AssetList, AssetListSchema } from '@shared/schemas/search';
import { PRIVATE_LOCAL_KEYS } from '@web/lib/private-storage';

/**
 * SPEC 'States': gallery data is painted first from a local cache (key gallery_data_cache, valid
 * 30 minutes), then refreshed from the server. Only the first page of the last query is kept: it is
 * what a reload shows above the fold, and it stays small. It is tied to the user who saw it.
 */
export const GALLERY_CACHE_KEY = PRIVATE_LOCAL_KEYS.galleryCache;
export const GALLERY_CACHE_MAX_AGE_MS = LIMITS.galleryCacheMinutes * 60_000;

interface Stored {
  key: string;
  userId: string;
  savedAt: number;
  page: unknown;
}

export interface CachedPage {
  page: AssetList;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readCachedFirstPage(key: string, userId: string, now = Date.now()): CachedPage | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(GALLERY_CACHE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.key !== key || stored.userId !== userId || typeof stored.savedAt !== 'number') return null;
    if (now - stored.savedAt > GALLERY_CACHE_MAX_AGE_MS || stored.savedAt > now) return null;
    // The shape may be from an older version of the app: only a valid page is used.
    const page = AssetListSchema.safeParse(stored.page);
    return page.success ? { page: page.data, savedAt: stored.savedAt } : null;
  } catch {
    return null;
  }
}

export function writeCachedFirstPage(key: string, userId: string, page: AssetList, now = Date.now()) {
  const store = storage();
  if (!store) return;
  const value: Stored = { key, userId, savedAt: now, page };
  try {
    store.setItem(GALLERY_CACHE_KEY, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the gallery simply loads from the server next time.
  }
}

export function clearCachedFirstPage() {
  try {
    storage()?.removeItem(GALLERY_CACHE_KEY);
  } catch {
    // Nothing to clear.
  }
}
