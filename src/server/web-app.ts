import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './errors';

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
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
    if (hasWebApp && isPage) return sendIndex(reply);
    throw new AppError('ROUTE_NOT_FOUND', { details: { path: request.url.split('?')[0] } });
  });
  if (!hasWebApp || !webDir) return;

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
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    sendIndex(reply),
  );
}
