import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '../../shared/constants';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data';
import type { AssetList } from '../../shared/schemas/search';
import type { PublicSettings } from '../../shared/schemas/settings';
import type { PublicConfig } from '../../shared/schemas/system';
import { SessionResponseSchema } from '../../shared/schemas/user';
import type { SessionState } from '../plugins/auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** How long a page waits for the gallery's first page (Config.firstPageWaitMs); set by registerWebApp. */
    firstPageWaitMs: number;
  }
}

/** The gallery's client route (web/lib/paths). */
export const GALLERY_PATH = '/gallery';

/** The gallery's first page exactly as the app asks for it (features/assets/api/get-assets). */
export const GALLERY_FIRST_PAGE = `/api/assets?limit=${LIMITS.pageSizeDefault}`;

/** The answer of one of the API's GET routes, asked of the route itself; undefined unless a 200. */
async function answerOf<T>(request: FastifyRequest, url: string, cookie?: string): Promise<T | undefined> {
  try {
    const answer = await request.server.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
    });
    return answer.statusCode === 200 ? (answer.json() as T) : undefined;
  } catch (error) {
    request.log.warn({ err: error, url }, 'page data not written');
    return undefined;
  }
}

/**
 * The gallery's first page for this request's session, asked of the API itself (the same access,
 * audience and search as the app's own request); none when anything fails or takes longer than
 * Config.firstPageWaitMs (150 ms by default): the page never waits on an error. The page carries it, so the first screen
 * renders its cards without a round trip, and has the browser fetch its first thumbnails with the
 * app's code (on a 4G phone they came only after the code had run and the list had rendered).
 */
async function galleryFirstPage(request: FastifyRequest): Promise<AssetList | undefined> {
  const late = delay(request.server.firstPageWaitMs, undefined, { ref: false });
  return Promise.race([answerOf<AssetList>(request, GALLERY_FIRST_PAGE, request.headers.cookie), late]);
}

/**
 * GET /api/auth/session's answer for a request whose session is resolved: what that route answers
 * (`{ user }`), through the same response schema, without looking the session up a second time.
 */
function sessionAnswer(request: FastifyRequest): PageData['session'] {
  const answer = SessionResponseSchema.safeParse({ user: request.user });
  return answer.success ? { user: answer.data.user, expired: false } : undefined;
}

/**
 * The answers the app reads before its first screen (shared/page-data.ts), each through its own
 * route: the session (resolved as the API's guard does, so a renewed or cleared cookie is set on
 * this page's answer; then answered as its route does), the public settings and the brand. What
 * fails is left out.
 */
export async function pageData(request: FastifyRequest, state: SessionState | undefined): Promise<PageData> {
  const gallery = request.url === GALLERY_PATH && state === 'signed-in';
  const [session, publicSettings, config, galleryPage] = await Promise.all([
    state === 'signed-in' ? sessionAnswer(request) : state && { user: null, expired: state === 'ended' },
    answerOf<PublicSettings>(request, '/api/settings/public'),
    answerOf<PublicConfig>(request, '/api/config'),
    gallery ? galleryFirstPage(request) : undefined,
  ]);
  return { session, publicSettings, config, galleryFirstPage: galleryPage };
}

/**
 * The page's data as a JSON data block (not a script: the page policy has nothing to allow). Every
 * `<` is written as \u003c, so no text in it (a user's name) can close the element.
 */
export function pageDataElement(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
