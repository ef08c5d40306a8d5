import { LIMITS } from '@shared/constants';
import type { AssetList } from '@shared/schemas/search';
import { PRIVATE_LOCAL_KEYS } from '@web/lib/private-storage';
import { SCHEMAS_VERSION } from '@web/lib/stored-answers';

/**
 * SPEC 'States': gallery data is painted first from a local cache (key gallery_data_cache, valid
 * 30 minutes), then refreshed from the server. Only the first page of the last query is kept: it is
 * what a reload shows above the fold, and it stays small. It is tied to the user who saw it, and to
 * the schemas that checked it when it arrived (a page stored by a build with other schemas is not
 * read): the first screen reads it without loading zod.
 */
export const GALLERY_CACHE_KEY = PRIVATE_LOCAL_KEYS.galleryCache;
export const GALLERY_CACHE_MAX_AGE_MS = LIMITS.galleryCacheMinutes * 60_000;

interface Stored {
  key: string;
  userId: string;
  savedAt: number;
  schemas: string;
  page: AssetList;
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
    // Another version of the app may have stored another shape: only this build's own is used.
    if (stored.schemas !== SCHEMAS_VERSION || typeof stored.page !== 'object' || stored.page === null) {
      return null;
    }
    return { page: stored.page, savedAt: stored.savedAt };
  } catch {
    return null;
  }
}

export function writeCachedFirstPage(key: string, userId: string, page: AssetList, now = Date.now()) {
  const store = storage();
  if (!store) return;
  const value: Stored = { key, userId, savedAt: now, schemas: SCHEMAS_VERSION, page };
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
