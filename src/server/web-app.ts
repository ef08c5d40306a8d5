import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS } from '../shared/constants';
import { AppError } from './errors';
import { readSessionCookie } from './plugins/auth';
import { createScreenPreloads, type ScreenPreloads } from './web-preloads';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scripts each page's screen needs (web-preloads.ts); set by registerWebApp. */
    screenPreloads?: ScreenPreloads;
  }
}

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

/** How long the page may wait for them: a busy server sends the page without them rather than late. */
const THUMBNAILS_WAIT_MS = 150;

/**
 * The first thumbnails of the gallery's first page for this request's session, asked of the API
 * itself (the same access, audience and search as the app's own request); none when the session is
 * not valid or anything fails: the page never waits on an error. The browser fetches them with the
 * app's code, so they are in its cache when the cards render (on a 4G phone the thumbnails came
 * only after the code had run and the list had rendered).
 */
async function firstThumbnails(request: FastifyRequest): Promise<string[]> {
  try {
    const answer = await request.server.inject({
      method: 'GET',
      url: GALLERY_FIRST_PAGE,
      headers: { cookie: request.headers.cookie ?? '' },
    });
    if (answer.statusCode !== 200) return [];
    const { items } = answer.json() as { items?: Array<{ thumbnailUrl?: string | null }> };
    return (items ?? [])
      .slice(0, PRELOADED_THUMBNAILS)
      .flatMap((item) => (item.thumbnailUrl?.startsWith('/api/') ? [item.thumbnailUrl] : []));
  } catch (error) {
    request.log.warn({ err: error }, 'gallery thumbnails not preloaded');
    return [];
  }
}

/**
 * API answers the page will ask for at once, fetched by the browser while it still downloads and runs
 * the app's code (a 4G phone spends about a second there): the session on every page, and on the
 * gallery's plain address with a session cookie its first page, exactly as the app asks for it
 * (features/assets/api/get-assets). The app's own fetch then takes the preloaded answer.
 */
async function preloads(request: FastifyRequest, screens: ScreenPreloads | undefined): Promise<string> {
  const signedIn = Boolean(readSessionCookie(request));
  const links = ['</api/auth/session>; rel=preload; as=fetch; crossorigin'];
  if (request.url === GALLERY_PATH && signedIn) {
    links.push(`<${GALLERY_FIRST_PAGE}>; rel=preload; as=fetch; crossorigin`);
    const late = new Promise<string[]>((resolve) => setTimeout(resolve, THUMBNAILS_WAIT_MS, []).unref());
    const thumbnails = await Promise.race([firstThumbnails(request), late]);
    links.push(...thumbnails.map((url) => `<${url}>; rel=preload; as=image`));
  }
  // The page's code too, in the order it is needed (same-origin module scripts need no crossorigin).
  links.push(...(screens?.forPage(request.url.split('?')[0] ?? '', signedIn) ?? []));
  return links.join(', ');
}

async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
  const links = await preloads(request, reply.server.screenPreloads);
  return reply.header('link', links).sendFile('index.html');
}

/**
 * The app's page for a client route whose server decides the status (a partner link: 410 once it
 * ended, 404 when unknown); the app then renders the matching screen. Without a built web app (API
 * tests, development through Vite) it answers as any page there does: ROUTE_NOT_FOUND.
 */
export function sendAppPage(request: FastifyRequest, reply: FastifyReply, status: number) {
  if (!reply.server.hasReplyDecorator('sendFile')) {
    throw new AppError('ROUTE_NOT_FOUND', { details: { path: request.url.split('?')[0] } });
  }
  // @fastify/static answers a revalidation with 304 and no body, which under another status would
  // be an empty error page: the page is sent whole whenever it is not a plain 200.
  if (status !== 200) {
    delete request.raw.headers['if-none-match'];
    delete request.raw.headers['if-modified-since'];
  }
  return sendIndex(request, reply.status(status));
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every client route, each
 * precompressed (Brotli, else gzip) when the browser accepts it.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
  const hasWebApp = Boolean(webDir && indexFile && fs.existsSync(indexFile));
  app.setNotFoundHandler((request, reply) => {
    // Client routes never name a file: a missing script, style or map is a 404, not the page
    // (which a browser would try to run as the script).
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !pathname.startsWith('/api') && !/\.[a-z0-9]+$/i.test(pathname);
    if (hasWebApp && isPage) return sendIndex(request, reply);
    throw new AppError('ROUTE_NOT_FOUND', { details: { path: request.url.split('?')[0] } });
  });
  if (!hasWebApp || !webDir) return;
  app.decorate('screenPreloads', createScreenPreloads(webDir));

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(ASSETS_PREFIX) && reply.statusCode === 200) {
      for (const name of [...DOCUMENT_ONLY_HEADERS, ...REVALIDATION_HEADERS]) reply.removeHeader(name);
    }
    // With a session cookie the page's preloads name what this person sees: for no shared cache.
    if (String(reply.getHeader('content-type')).startsWith('text/html') && readSessionCookie(request)) {
      reply.header('cache-control', 'private, no-cache');
    }
  });
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // Brotli or gzip files written beside each text file at build (scripts/compress-web.ts), chosen
    // by Accept-Encoding; source maps stay on the server (they are for error reports, not visitors).
    preCompressed: true,
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) =>
    sendIndex(request, reply),
  );
}
