import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS } from '../../shared/constants';
import { GALLERY_VIEW_COOKIE, PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data';
import type { AssetList } from '../../shared/schemas/search';
import type { PublicSettings } from '../../shared/schemas/settings';
import type { PublicConfig } from '../../shared/schemas/system';
import { SessionResponseSchema } from '../../shared/schemas/user';
import { AppError } from '../platform/errors';
import { readSessionCookie, type SessionState } from '../plugins/auth';
import { createScreenPreloads, type ScreenPreloads } from './web-preloads';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scripts each page's screen needs (web-preloads.ts); set by registerWebApp. */
    screenPreloads?: ScreenPreloads;
    /** The built index.html, into which each page's data is written; set by registerWebApp. */
    appPage?: string;
    /** The app's drawing of a first screen (web/app/first-screen.tsx), when built; set by registerWebApp. */
    drawFirstScreen?: DrawFirstScreen;
    /** How long a page waits for the gallery's first page (Config.firstPageWaitMs); set by registerWebApp. */
    firstPageWaitMs: number;
  }
}

/** web/app/first-screen.tsx's renderFirstScreen, as built for Node. */
type DrawFirstScreen = (
  url: string,
  data: PageData,
  options: { galleryView?: string },
) => Promise<string | undefined>;

/** Where `vite build --ssr` writes the first screen's drawing, inside the web app's folder (not served). */
const FIRST_SCREEN_MODULE = path.join('.ssr', 'first-screen.js');

/** What index.html's #root holds until the app renders (its spinner), between these markers. */
const FIRST_SCREEN_MARKERS = ['<!--first-screen-->', '<!--/first-screen-->'] as const;

/**
 * The cards the server draws: a phone's first screen shows four to six, a wide screen's two rows
 * of five; the app's first render brings the rest of the page. Each card costs the server some
 * milliseconds of its event loop.
 */
const DRAWN_CARDS = 12;

/** The gallery's client route (web/lib/paths). */
const GALLERY_PATH = '/gallery';

/**
 * Headers that govern a document (or a frame, a download, a navigation): a script or style loaded by
 * the page is under the page's policy, so on hashed assets they are only bytes, about 1 KB a file and
 * 30 KB for the sign-in page's scripts. nosniff, CORP and the cache headers stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'strict-transport-security',
  'cross-origin-opener-policy',
];

/** Hashed build files: named by their content, so never revalidated. */
const ASSETS_PREFIX = '/assets/';

/**
 * What only a revalidation or a partial read would use: a hashed file is cached as immutable and read
 * whole, so these are about 100 bytes of every script's answer (the gallery's first load fetches
 * some seventy scripts).
 */
const REVALIDATION_HEADERS = ['etag', 'last-modified', 'accept-ranges'];

/** The gallery's first page exactly as the app asks for it (features/assets/api/get-assets). */
const GALLERY_FIRST_PAGE = `/api/assets?limit=${LIMITS.pageSizeDefault}`;

/** The thumbnails a phone's first gallery screen shows (two columns, three rows at 390 px). */
const PRELOADED_THUMBNAILS = 6;

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

/** The stored thumbnails of the first cards of a page, in order. */
function firstThumbnails(page: AssetList | undefined): string[] {
  return (page?.items ?? [])
    .slice(0, PRELOADED_THUMBNAILS)
    .flatMap((item) => (item.thumbnailUrl?.startsWith('/api/') ? [item.thumbnailUrl] : []));
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
async function pageData(request: FastifyRequest, state: SessionState | undefined): Promise<PageData> {
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

/**
 * What the page has the browser fetch with it, while it still downloads and runs the app's code (a
 * 4G phone spends about a second there): on the gallery's plain address when signed in and the page
 * does not carry its first page, that page exactly as the app asks for it
 * (features/assets/api/get-assets), which the app's own fetch then takes; then the page's code, in
 * the order it is needed (same-origin module scripts need no crossorigin); then, when the page
 * carries the gallery's first page, its first thumbnails. The pictures come after the code: a
 * phone's HTTP/1.1 fetches six files at a time and the pictures are shown only once the code has
 * run, so fetched first they held back the code they wait for, and not preloaded at all they came
 * later still (the bench's 4G profile: docs/performance.md). A page the server drew
 * (drawnFirstScreen) shows its pictures before the code: its style sheet and pictures come first,
 * then the code.
 */
function preloads(
  request: FastifyRequest,
  signedIn: boolean,
  galleryPage: AssetList | undefined,
  drawn: boolean,
): string {
  const links: string[] = [];
  if (!galleryPage && request.url === GALLERY_PATH && signedIn) {
    links.push(`<${GALLERY_FIRST_PAGE}>; rel=preload; as=fetch; crossorigin`);
  }
  const screens = request.server.screenPreloads;
  const code = screens?.forPage(request.url.split('?')[0] ?? '', signedIn) ?? [];
  // Drawn, the page shows its pictures before the code has run: they are wanted first, and at once.
  const priority = drawn ? '; fetchpriority=high' : '';
  const pictures = firstThumbnails(galleryPage).map((url) => `<${url}>; rel=preload; as=image${priority}`);
  if (drawn) {
    const styles = code.filter((link) => link.includes('; as=style'));
    links.push(...styles, ...pictures, ...code.filter((link) => !styles.includes(link)));
  } else links.push(...code, ...pictures);
  return links.join(', ');
}

/** Resolves the session cookie; undefined when that failed (the app then asks for the session). */
async function sessionState(request: FastifyRequest, reply: FastifyReply) {
  try {
    return await request.server.identifySession(request, reply);
  } catch (error) {
    request.log.warn({ err: error }, 'session not resolved for the page');
    return undefined;
  }
}

/**
 * The gallery's first screen drawn by the app's own components (web/app/first-screen.tsx) from the
 * page's data, its first cards only; undefined when the page does not carry the gallery's first page
 * (signed out, another address, a slow search), the drawing is not built, or it fails: the page then
 * shows its spinner until the app renders, as without it.
 */
async function drawnFirstScreen(request: FastifyRequest, data: PageData): Promise<string | undefined> {
  const draw = request.server.drawFirstScreen;
  const page = data.galleryFirstPage;
  if (!draw || !page) return undefined;
  try {
    const url = new URL(request.url, 'http://app.invalid').href;
    const firstCards = { ...data, galleryFirstPage: { ...page, items: page.items.slice(0, DRAWN_CARDS) } };
    // In the view this device chose (the app checks the value), so the screen keeps its shape.
    return await draw(url, firstCards, { galleryView: request.cookies[GALLERY_VIEW_COOKIE] });
  } catch (error) {
    request.log.warn({ err: error }, 'first screen not drawn');
    return undefined;
  }
}

/** index.html with `drawn` in #root in place of its spinner. */
function withFirstScreen(template: string, drawn: string): string {
  const [open, close] = FIRST_SCREEN_MARKERS;
  const start = template.indexOf(open);
  const end = template.indexOf(close);
  if (start < 0 || end < start) return template;
  return `${template.slice(0, start)}${drawn}${template.slice(end + close.length)}`;
}

async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
  const template = request.server.appPage ?? '';
  const state = await sessionState(request, reply);
  const signedIn = state === 'signed-in' || (state === undefined && Boolean(readSessionCookie(request)));
  const data = await pageData(request, state);
  const element = pageDataElement(data);
  const drawn = await drawnFirstScreen(request, data);
  const page = drawn ? withFirstScreen(template, drawn) : template;
  // A function, not a string: in a replacement string $` $' $& are patterns, and the data holds
  // titles and names as people typed them ("Promoção $' verão" wrote the page's end into its data).
  const html = page.includes('</body>')
    ? page.replace('</body>', () => `${element}</body>`)
    : `${page}${element}`;
  const links = preloads(request, signedIn, data.galleryFirstPage, drawn !== undefined);
  if (links) reply.header('link', links);
  // Revalidated on every visit (no-cache): unchanged, it is a 304 without a body. With a session
  // cookie it names what this person sees (their session, their preloads): for no shared cache.
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  const cacheControl = readSessionCookie(request) ? 'private, no-cache' : 'no-cache';
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (reply.statusCode === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('text/html; charset=utf-8').send(html);
}

/** The built first-screen drawing, or undefined (not built, or it fails to load: logged). */
async function loadFirstScreen(app: FastifyInstance, webDir: string): Promise<DrawFirstScreen | undefined> {
  const file = path.join(webDir, FIRST_SCREEN_MODULE);
  if (!fs.existsSync(file)) return undefined;
  try {
    const loaded = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: DrawFirstScreen };
    return loaded.renderFirstScreen;
  } catch (error) {
    app.log.warn({ err: error, file }, 'first-screen drawing not loaded');
    return undefined;
  }
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every client route, each
 * precompressed (Brotli, else gzip) when the browser accepts it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string | undefined,
  firstPageWaitMs: number,
): Promise<void> {
  app.decorate('firstPageWaitMs', firstPageWaitMs);
  const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
  const hasWebApp = Boolean(webDir && indexFile && fs.existsSync(indexFile));
  // Client routes never name a file: a missing script, style or map is a 404, not the page (which a
  // browser would try to run as the script).
  const pageOrNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !pathname.startsWith('/api') && !/\.[a-z0-9]+$/i.test(pathname);
    if (hasWebApp && isPage) return sendIndex(request, reply);
    throw new AppError('ROUTE_NOT_FOUND', { details: { path: pathname } });
  };
  app.setNotFoundHandler(pageOrNotFound);
  if (!hasWebApp || !webDir || !indexFile) return;
  app.decorate('screenPreloads', createScreenPreloads(webDir));
  app.decorate('appPage', fs.readFileSync(indexFile, 'utf8'));
  app.decorate('appPageSender', (request: FastifyRequest, reply: FastifyReply, status: number) =>
    sendIndex(request, reply.status(status)),
  );
  app.decorate('drawFirstScreen', await loadFirstScreen(app, webDir));

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(ASSETS_PREFIX) && reply.statusCode === 200) {
      for (const name of [...DOCUMENT_ONLY_HEADERS, ...REVALIDATION_HEADERS]) reply.removeHeader(name);
    }
  });
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // Brotli or gzip files written beside each text file at build (scripts/compress-web.ts), chosen
    // by Accept-Encoding; source maps stay on the server (they are for error reports, not visitors).
    preCompressed: true,
    allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith('/.'),
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The page is made per request (its data), so it is a route, compressed as the API's answers are
  // (a not-found handler is not); a built file's route comes first, by its exact path.
  const page = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get('/', page, (request, reply) => sendIndex(request, reply));
  app.get('/*', page, pageOrNotFound);
}
