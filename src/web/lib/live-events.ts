import { type Banner, BannerSchema } from '@shared/schemas/settings';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { setCachedBanner } from './public-settings';

/** SPEC section 2 'Home': the page event that carries a replaced banner's URL. */
export const BANNER_UPDATED_EVENT = 'bannerUpdated';

export interface BannerUpdatedDetail {
  url: string;
}

/**
 * A new homepage banner reached this page (saved here, or announced by the server): the cached
 * public settings take it, and the page hears `bannerUpdated` so a banner on screen swaps at once.
 */
export function announceBanner(client: QueryClient, banner: Banner) {
  setCachedBanner(client, banner);
  window.dispatchEvent(
    new CustomEvent<BannerUpdatedDetail>(BANNER_UPDATED_EVENT, { detail: { url: banner.url } }),
  );
}

function parseBanner(data: unknown): Banner | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = BannerSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One server-sent event stream (GET /api/events) while someone is signed in; closed on sign-out.
 * EventSource reconnects by itself after a dropped connection (the server asks for 5 s).
 * Mount it once, in the root layout, with the signed-in user's id (null when signed out): a new
 * user gets a new stream.
 */
export function useLiveEvents(userId: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    const onBanner = (event: MessageEvent) => {
      const banner = parseBanner(event.data);
      if (banner) announceBanner(client, banner);
    };
    source.addEventListener('banner', onBanner);
    return () => {
      source.removeEventListener('banner', onBanner);
      source.close();
    };
  }, [userId, client]);
}

/** Calls `onUpdate(url)` whenever the page hears `bannerUpdated`. */
export function useBannerUpdated(onUpdate: (url: string) => void) {
  const handler = useRef(onUpdate);
  handler.current = onUpdate;
  useEffect(() => {
    const listener = (event: Event) => {
      const url = (event as CustomEvent<Partial<BannerUpdatedDetail>>).detail?.url;
      if (typeof url === 'string' && url) handler.current(url);
    };
    window.addEventListener(BANNER_UPDATED_EVENT, listener);
    return () => window.removeEventListener(BANNER_UPDATED_EVENT, listener);
  }, []);
}
