import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/constants';
import {
  AssetIdParamsSchema,
  AssetSchema,
  ExternalAssetInputSchema,
  UpdateAssetInputSchema,
  UploadMetaSchema,
  UploadResultSchema,
} from '../../../shared/schemas/asset';
import { safeText } from '../../../shared/schemas/input';
import type { Clock } from '../../platform/clock';
import { AppError, fieldsRefused } from '../../platform/errors';
import { type ContractPart, type MultipartContract, readParts } from '../../platform/http/multipart';
import { currentUser } from '../../plugins/auth';
import type { ContentWarnings } from '../asset-read';
import { audienceOf } from '../asset-read';
import type { AssetsService } from './assets.service';
import type { IngestService, ParsedUploadMeta } from './ingest.service';
import type { IncomingFile } from './staging';

function parseMeta(raw: unknown): ParsedUploadMeta {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    throw new AppError('UPLOAD_META_INVALID');
  }
  const parsed = UploadMetaSchema.safeParse(json);
  if (!parsed.success) throw fieldsRefused(parsed.error.issues, ['meta']);
  return parsed.data;
}

/** The batch upload: the `meta` JSON as text, then up to 30 `files`. */
const UPLOAD: MultipartContract = {
  notMultipart: 'UPLOAD_NOT_MULTIPART',
  fields: { meta: { notText: 'UPLOAD_META_NOT_TEXT' } },
  files: {
    files: {
      max: LIMITS.uploadMaxFiles,
      maxBytes: LIMITS.uploadMaxFileBytes,
      tooMany: 'UPLOAD_TOO_MANY_FILES',
      tooLarge: 'FILE_TOO_LARGE',
    },
  },
};

/** A file replaced: one under `file`, nothing else. */
const REPLACEMENT: MultipartContract = {
  notMultipart: 'FILE_MISSING',
  files: {
    file: {
      max: 1,
      maxBytes: LIMITS.uploadMaxFileBytes,
      tooLarge: 'FILE_TOO_LARGE',
      missing: 'FILE_MISSING',
    },
  },
};

/**
 * The files among a body's parts, as they arrive; the service stores nothing before the last part
 * has kept the contract.
 */
async function* filesOf(parts: AsyncIterable<ContractPart>): AsyncGenerator<IncomingFile> {
  for await (const part of parts)
    if (part.kind === 'file') yield { fileName: part.fileName || 'arquivo', stream: part.stream };
}

/** The `meta` field first, then the files, read as they arrive. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ meta: ParsedUploadMeta; files: AsyncIterable<IncomingFile> }> {
  const parts = readParts(request, UPLOAD);
  const first = await parts.next();
  if (first.done || first.value.kind !== 'field') {
    // Ends the reading, draining the file it held.
    await parts.return();
    throw new AppError('UPLOAD_META_FIRST');
  }
  return { meta: parseMeta(first.value.value), files: filesOf(parts) };
}

interface Options {
  assets: AssetsService;
  ingest: IngestService;
  /** Admins' answers carry each asset's `contentWarnings` (never a reason to refuse). */
  warnings: ContentWarnings;
  /** Today's date decides what users and franqueados see (validity, consents). */
  clock: Clock;
}

export const assetsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { assets, ingest, warnings, clock },
) => {
  const audience = (request: FastifyRequest) => audienceOf(currentUser(request), clock);

  app.post(
    '/api/assets',
    {
      config: {
        access: 'admin',
        errors: [
          'UPLOAD_NOT_MULTIPART',
          'UPLOAD_META_INVALID',
          'UPLOAD_META_NOT_TEXT',
          'UPLOAD_META_FIRST',
          'FIELD_INVALID',
          'UPLOAD_NO_FILES',
          'UPLOAD_TOO_MANY_FILES',
          'FILE_TOO_LARGE',
          'FILE_EMPTY',
          'FILE_TYPE_NOT_ALLOWED',
          'DUPLICATE_FILE',
          'IMAGE_TOO_LARGE',
          'IMAGE_UNREADABLE',
          'PDF_UNREADABLE',
          'PSD_UNREADABLE',
          'FILE_NAME_TOO_LONG',
          'UPLOAD_FAILED',
          'UPLOAD_BATCH_FAILED',
          'CATEGORY_REQUIRED',
          'CATEGORY_UNKNOWN',
          'STORAGE_UNAVAILABLE',
        ],
      },
      schema: {
        tags: ['assets'],
        summary: 'Upload 1 to 30 files (multipart: field "meta" JSON first, then "files" parts)',
        consumes: ['multipart/form-data'],
        response: { 201: UploadResultSchema },
      },
    },
    async (request, reply) => {
      const { meta, files } = await readUpload(request);
      const user = currentUser(request);
      const result = await ingest.upload(meta, files, user.id, audience(request));
      const created = result.items.flatMap((item) => (item.asset ? [item.asset] : []));
      const checked = new Map((await warnings.forViewer(user, created)).map((a) => [a.id, a]));
      return reply.status(201).send({
        ...result,
        items: result.items.map((item) =>
          item.asset ? { ...item, asset: checked.get(item.asset.id) ?? item.asset } : item,
        ),
      });
    },
  );

  app.post(
    '/api/assets/external',
    {
      config: { access: 'admin', errors: ['LINK_INVALID', 'CATEGORY_REQUIRED', 'CATEGORY_UNKNOWN'] },
      schema: {
        tags: ['assets'],
        summary: 'Add an external link',
        body: ExternalAssetInputSchema,
        response: { 201: AssetSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return reply
        .status(201)
        .send(
          await warnings.one(user, await assets.createExternal(request.body, user.id, audience(request))),
        );
    },
  );

  app.get(
    '/api/assets/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['assets'], params: AssetIdParamsSchema, response: { 200: AssetSchema } },
    },
    async (request) =>
      warnings.one(currentUser(request), await assets.get(request.params.id, audience(request))),
  );

  app.patch(
    '/api/assets/:id',
    {
      config: { access: 'admin', errors: ['ASSET_NOT_FOUND', 'ASSET_VALIDITY_RANGE', 'CATEGORY_UNKNOWN'] },
      schema: {
        tags: ['assets'],
        params: AssetIdParamsSchema,
        body: UpdateAssetInputSchema,
        response: { 200: AssetSchema },
      },
    },
    async (request) =>
      warnings.one(
        currentUser(request),
        await assets.update(request.params.id, request.body, audience(request)),
      ),
  );

  app.delete(
    '/api/assets/:id',
    { config: { access: 'admin' }, schema: { tags: ['assets'], params: AssetIdParamsSchema } },
    async (request, reply) => {
      await assets.delete(request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/assets/:id/file',
    {
      config: {
        access: 'admin',
        errors: [
          'ASSET_NOT_FOUND',
          'EXTERNAL_HAS_NO_FILE',
          'FILE_MISSING',
          'FILE_TOO_LARGE',
          'FILE_EMPTY',
          'FILE_TYPE_NOT_ALLOWED',
          'DUPLICATE_FILE',
          'IMAGE_TOO_LARGE',
          'IMAGE_UNREADABLE',
          'PDF_UNREADABLE',
          'PSD_UNREADABLE',
          'FILE_NAME_TOO_LONG',
          'UPLOAD_FAILED',
          'STORAGE_UNAVAILABLE',
        ],
      },
      schema: {
        tags: ['assets'],
        summary: 'Replace the file (multipart field "file"); the pipeline runs again',
        consumes: ['multipart/form-data'],
        params: AssetIdParamsSchema,
        response: { 200: AssetSchema },
      },
    },
    async (request) => {
      await ingest.replaceFile(request.params.id, filesOf(readParts(request, REPLACEMENT)));
      return warnings.one(currentUser(request), await assets.get(request.params.id, audience(request)));
    },
  );

  app.get(
    '/api/assets/:id/thumbnail',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['assets'],
        summary: 'Grid (~400 px) or preview (~1280 px) WebP',
        params: AssetIdParamsSchema,
        querystring: z.object({
          size: z.enum(['grid', 'preview']).default('grid'),
          v: safeText().max(40).optional(),
        }),
      },
    },
    async (request, reply) => {
      const stream = await assets.readThumbnail(request.params.id, request.query.size, audience(request));
      // Versioned URL (?v=): the bytes behind it never change.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(stream);
    },
  );
};
