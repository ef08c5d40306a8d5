import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../shared/messages/pt-BR';
import { AssetIdParamsSchema } from '../../../shared/schemas/asset';
import { ZipInputSchema } from '../../../shared/schemas/search';
import { AppError } from '../../errors';
import { currentUser } from '../../plugins/auth';
import type { DownloadsService } from './downloads.service';
import { contentDisposition } from './file-name';

export const downloadsRoutes: FastifyPluginAsyncZod<{ downloads: DownloadsService }> = async (
  app,
  { downloads },
) => {
  app.get(
    '/api/assets/:id/download',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['downloads'],
        summary: 'The original file as an attachment (Range and ETag supported); counts the download',
        params: AssetIdParamsSchema,
      },
    },
    async (request, reply) => {
      const result = await downloads.download(
        request.params.id,
        currentUser(request).id,
        request.headers.range,
        request.headers['if-none-match'],
      );
      if (result.kind === 'redirect') return reply.redirect(result.url, 302);
      if (result.kind === 'not-modified') return reply.status(304).header('etag', result.etag).send();
      if (result.kind === 'unsatisfiable') {
        reply.header('content-range', `bytes */${result.size}`);
        throw new AppError('BAD_REQUEST', { status: 416, message: messages.search.rangeInvalid });
      }
      reply
        .header('content-type', result.mime)
        .header('content-disposition', contentDisposition(result.fileName))
        .header('accept-ranges', 'bytes')
        .header('etag', result.etag)
        .header('cache-control', 'private, no-cache')
        // Files are never rendered from our origin: no sniffing, and a sandbox if a browser tries.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff');
      if (result.range) {
        const { start, end } = result.range;
        return reply
          .status(206)
          .header('content-range', `bytes ${start}-${end}/${result.size}`)
          .header('content-length', end - start + 1)
          .send(result.stream);
      }
      return reply.header('content-length', result.size).send(result.stream);
    },
  );

  app.post(
    '/api/assets/:id/views',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['downloads'],
        summary: 'Counts one view (a preview was opened)',
        params: AssetIdParamsSchema,
        response: { 200: z.object({ viewCount: z.number() }) },
      },
    },
    async (request) => ({ viewCount: await downloads.view(request.params.id, currentUser(request).id) }),
  );

  app.post(
    '/api/downloads/zip',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['downloads'],
        summary:
          'One streamed ZIP of the selected files (JSON or form body {ids}); each counts as a download',
        body: ZipInputSchema,
      },
    },
    async (request, reply) => {
      const zip = await downloads.zip(request.body.ids, currentUser(request).id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(zip.fileName))
        .header('x-files-included', String(zip.included))
        .send(zip.stream);
    },
  );
};
