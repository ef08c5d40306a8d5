import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AssetList } from '../../shared/schemas/search';
import { readSessionCookie } from '../plugins/auth';
import { drawnFirstScreen, withFirstScreen } from './web-first-screen';
import { GALLERY_FIRST_PAGE, GALLERY_PATH, pageData, pageDataElement } from './web-page-data';
import type { ScreenPreloads } from './web-preloads';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scripts each page's screen needs (web-preloads.ts); set by registerWebApp. */
    screenPreloads?: ScreenPreloads;
    /** The built index.html, into which each page's data is written; set by registerWebApp. */
    appPage?: string;
  }
}

/** The thumbnails a phone's first gallery screen shows (two columns, three rows at 390 px). */
const PRELOADED_THUMBNAILS = 6;

/** The stored thumbnails of the first cards of a page, in order. */
function firstThumbnails(page: AssetList | undefined): string[] {
  return (page?.items ?? [])
    .slice(0, PRELOADED_THUMBNAILS)
    .flatMap((item) => (item.thumbnailUrl?.startsWith('/api/') ? [item.thumbnailUrl] : []));
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
 * The app's page (index.html) for this request: its data written in, the first screen drawn when it
 * can be, the preloads in a Link header, and an ETag so that an unchanged page is a 304.
 */
export async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
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
