import type { Banner } from '@shared/schemas/settings';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { assetKeys } from './asset-query';
import { notificationKeys } from './notifications';
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

/** The banner an event carries, checked by its schema (loaded with the first such event); else null. */
async function parseBanner(data: unknown): Promise<Banner | null> {
  if (typeof data !== 'string') return null;
  try {
    const { BannerSchema } = await import('@shared/schemas/settings');
    const parsed = BannerSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One server-sent event stream (GET /api/events) while someone is signed in; closed on sign-out.
 * It carries `banner` (a new homepage banner) and `notification` (the bell's count changed).
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
      void parseBanner(event.data).then((banner) => {
        if (banner) announceBanner(client, banner);
      });
    };
    source.addEventListener('banner', onBanner);
    // Something new for this person: the bell and the list load it (the event names only its kind).
    // A count still on its way was asked before this event: it is dropped and asked again (TanStack
    // joins an invalidation to a first fetch still running, whose answer would not have the news).
    const onNotification = () =>
      void client
        .cancelQueries({ queryKey: notificationKeys.all })
        .then(() => client.invalidateQueries({ queryKey: notificationKeys.all }));
    source.addEventListener('notification', onNotification);
    // Events sent before the stream opened (or while it was down) never reach the page: once it is
    // open, count again, so nothing between the first count and the stream is missed.
    source.addEventListener('open', onNotification);
    // A consent that ended (revoked, expired) unpublished something this person downloaded: the
    // gallery, home and asset pages are read again, so it is gone without a reload (issue 16).
    const onConsentEnd = (event: MessageEvent) => {
      if (isConsentEnd(event.data)) void client.invalidateQueries({ queryKey: assetKeys.all });
    };
    source.addEventListener('notification', onConsentEnd);
    return () => {
      source.removeEventListener('notification', onConsentEnd);
      source.removeEventListener('banner', onBanner);
      source.removeEventListener('notification', onNotification);
      source.removeEventListener('open', onNotification);
      source.close();
    };
  }, [userId, client]);
}

/** True for a `notification` event about a consent that ended (its data names the kind). */
function isConsentEnd(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  try {
    const kind = (JSON.parse(data) as { kind?: unknown } | null)?.kind;
    return kind === 'consent-revoked' || kind === 'consent-expired';
  } catch {
    return false;
  }
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
