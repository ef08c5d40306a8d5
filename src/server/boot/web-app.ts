import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors';
import { firstScreenDrawing } from './web-first-screen';
import { sendIndex } from './web-page';
import { createScreenPreloads } from './web-preloads';

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
  app.decorate('drawFirstScreen', firstScreenDrawing(app, webDir));

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
