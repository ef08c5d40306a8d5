import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssetIdParamsSchema, ViewCountSchema } from '../../../shared/schemas/asset';
import { SingleDownloadOptionsSchema } from '../../../shared/schemas/download';
import { ZipFormTokenSchema, ZipInputSchema } from '../../../shared/schemas/search';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { sendZip } from '../../platform/http/replies';
import { routesFor } from '../../platform/http/routes';
import { isNotModified, requestedPart, sendFile } from '../../platform/http/send-file';
import { currentUser } from '../../plugins/auth';
import { requestAudience } from '../asset-read';
import { type DownloadsService, ZIP_ERRORS } from './downloads.service';
import { issueZipFormToken, isValidZipFormToken } from './zip-form-token';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Browsers mark fetch() and XHR with their mode; no header at all is a tool such as curl. */
function isNavigation(fetchMode: string | string[] | undefined): boolean {
  return fetchMode === undefined || fetchMode === 'navigate';
}

export const downloadsRoutes: FastifyPluginAsyncZod<{ downloads: DownloadsService; clock: Clock }> = async (
  app,
  { downloads, clock },
) => {
  const route = routesFor(app, 'downloads');
  // Users and franqueados get only what is published today: anything else answers 404.
  const audience = requestAudience(clock);

  // The ZIP is a plain form post (so the browser streams it to disk). This plugin is encapsulated,
  // so form bodies are accepted on these routes only; every other route refuses them with 415.
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  route.get('/api/assets/:id/download', {
    access: 'signed-in',
    errors: [
      'ASSET_NOT_FOUND',
      'RANGE_NOT_SATISFIABLE',
      'STORAGE_UNAVAILABLE',
      'DOWNLOAD_FORMAT_IMAGES_ONLY',
      'DOWNLOAD_NOT_CLEANABLE',
      'FORBIDDEN',
      'UNIT_NOT_ASSIGNED',
      'UNIT_CRO_INCOMPLETE',
      'IMAGE_TOO_LARGE',
    ],
    summary:
      "The original file as an attachment (Range and ETag supported), or a 302 to a short-lived presigned URL on S3; or an image in a download format (a stored JPEG render, stamped with the user's unit when stamp=1); counts the download. Images leave without GPS, serial and owner fields (orientation and colour profile kept); metadata=keep (admins only) sends the file exactly as uploaded",
    params: AssetIdParamsSchema,
    querystring: SingleDownloadOptionsSchema,
    // The file as stored, byte for byte: its length and ranges are the original's.
    compress: false,
    handler: async (request, reply) => {
      if (request.query.metadata === 'keep' && currentUser(request).role !== 'admin')
        throw new AppError('FORBIDDEN');
      const download = await downloads.prepareDownload(
        request.params.id,
        currentUser(request).id,
        audience(request),
        request.query,
      );
      // Never cached: every download must reach the app to be counted, and presigned URLs expire.
      if (download.kind === 'external')
        return reply.header('cache-control', 'no-store').redirect(download.url, 302);
      const { file } = download;
      if (isNotModified(request, file.etag)) return reply.status(304).header('etag', file.etag).send();
      const part = requestedPart(request, file.size, file.etag);
      // A resumed download (a range past the first byte) is the same download: counted once.
      const counts = part.kind === 'whole' || (part.kind === 'range' && part.start === 0);
      // The page reads files up to 20 MB with fetch() (progress toast): a redirect to the bucket
      // would be a cross-origin read that CSP (connect-src 'self') and the bucket's CORS refuse.
      // Only a navigation (a link click, the address bar, curl) is sent to the presigned URL.
      if (
        download.presignedUrl &&
        part.kind !== 'unsatisfiable' &&
        isNavigation(request.headers['sec-fetch-mode'])
      ) {
        const url = await download.presignedUrl();
        if (counts) await download.count();
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      }
      return sendFile(request, reply, file, {
        onStart: async () => {
          if (counts) await download.count();
        },
      });
    },
  });

  route.get('/api/assets/:id/file', {
    access: 'signed-in',
    errors: ['ASSET_NOT_FOUND', 'RANGE_NOT_SATISFIABLE', 'STORAGE_UNAVAILABLE', 'DOWNLOAD_NOT_CLEANABLE'],
    summary:
      "The original file read by the asset page's PDF viewer and text preview (Range and ETag supported; an image without its GPS, serial and owner fields); not counted as a download, never redirected",
    params: AssetIdParamsSchema,
    compress: false,
    // Reading a PDF page by page takes many range requests: counting them would turn every visit
    // into a download (SPEC: the download count rises on a download click).
    handler: async (request, reply) =>
      sendFile(request, reply, await downloads.openOriginal(request.params.id, audience(request))),
  });

  route.post('/api/assets/:id/views', {
    access: 'signed-in',
    errors: ['ASSET_NOT_FOUND'],
    summary: 'Counts one view (a preview was opened)',
    params: AssetIdParamsSchema,
    response: ViewCountSchema,
    handler: async (request) => ({
      viewCount: await downloads.view(request.params.id, currentUser(request).id, audience(request)),
    }),
  });

  route.get('/api/downloads/zip-token', {
    access: 'signed-in',
    summary: 'A short-lived token for the ZIP form post, bound to this session',
    response: ZipFormTokenSchema,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: issueZipFormToken(request.sessionTokenHash!) };
    },
  });

  route.post('/api/downloads/zip', {
    access: 'signed-in',
    errors: ['ZIP_NOTHING_TO_DOWNLOAD', 'DOWNLOAD_FORM_EXPIRED', ...ZIP_ERRORS],
    summary:
      'One streamed ZIP of the selected files (JSON or form body {ids, format, stamp}): images in the format asked (stamped when stamp=1), other files as their originals; each counts as a download',
    body: ZipInputSchema,
    // The page posts this form into its own hidden frame (the ZIP downloads, an error is read
    // back as JSON), so this answer alone may be framed by the site itself; nothing in it runs.
    onSend: async (_request, reply, payload) => {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
      return payload;
    },
    handler: async (request, reply) => {
      const isForm = request.headers['content-type']?.startsWith(FORM_TYPE);
      if (isForm && !isValidZipFormToken(request.body.token ?? '', request.sessionTokenHash!)) {
        throw new AppError('DOWNLOAD_FORM_EXPIRED');
      }
      const { ids, format, stamp } = request.body;
      const zip = await downloads.zip(ids, currentUser(request).id, { format, stamp }, audience(request));
      return sendZip(reply.header('x-files-included', String(zip.included)), zip);
    },
  });
};
