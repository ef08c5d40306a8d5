import { thumbHashToDataURL } from 'thumbhash';

const cache = new Map<string, string | null>();
const CACHE_MAX = 2000;

/** The tiny blurred preview of a thumbhash (base64) as a data URL; null when it cannot be read. */
export function thumbhashDataUrl(hash: string | null | undefined): string | null {
  if (!hash) return null;
  const hit = cache.get(hash);
  if (hit !== undefined) return hit;
  let url: string | null = null;
  try {
    const bytes = Uint8Array.from(atob(hash), (char) => char.charCodeAt(0));
    url = thumbHashToDataURL(bytes);
  } catch {
    url = null;
  }
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(hash, url);
  return url;
}

/** The data URL already made for `hash`, without making it: undefined when it has not been made. */
export function madeThumbhashDataUrl(hash: string | null | undefined): string | null | undefined {
  return hash ? cache.get(hash) : null;
}
