import type { AssetList } from './schemas/search';
import type { PublicSettings } from './schemas/settings';
import type { PublicConfig } from './schemas/system';
import type { SessionUser } from './schemas/user';

/**
 * The app's page carries the answers its first screen reads at once, so that screen needs no round
 * trip and no schema code before it shows (server/web-app.ts writes them, web/lib/page-data.ts reads
 * them). Each is what its own route answers, checked by that route's response schema on the server;
 * one that could not be made is absent and the app asks for it as usual.
 */
export interface PageData {
  /** GET /api/auth/session: the user, or none; `expired` when the cookie sent named an ended session. */
  session?: { user: SessionUser | null; expired: boolean };
  /** GET /api/settings/public */
  publicSettings?: PublicSettings;
  /** GET /api/config */
  config?: PublicConfig;
  /**
   * On the gallery's plain address, signed in: its first page, GET /api/assets?limit=
   * LIMITS.pageSizeDefault, exactly as the gallery asks for it with no filter or sort
   * (features/assets/api/get-assets).
   */
  galleryFirstPage?: AssetList;
}

/** The id of the page's `<script type="application/json">` element that holds the PageData. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The cookie in which a device keeps its gallery view (web features/assets/hooks/use-view-mode), so
 * that the server draws the gallery's first screen in that view (server/web-app.ts).
 */
export const GALLERY_VIEW_COOKIE = 'bdi_gallery_view';
