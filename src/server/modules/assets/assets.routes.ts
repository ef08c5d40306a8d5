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
import { inForeground } from '../../media';
import type { Clock } from '../../platform/clock';
import { AppError, fieldsRefused } from '../../platform/errors';
import {
  type ContractPart,
  type MultipartContract,
  oneFileContract,
  readParts,
} from '../../platform/http/multipart';
import { sendVersionedImage } from '../../platform/http/replies';
import { routesFor } from '../../platform/http/routes';
import { currentUser } from '../../plugins/auth';
import type { ContentWarnings } from '../asset-read';
import { requestAudience } from '../asset-read';
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

/** Why the pipeline refuses a file, uploaded or replacing another. */
const INGEST_ERRORS = [
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
] as const;

/** A file replaced: one under `file`, nothing else. */
const REPLACEMENT = oneFileContract(LIMITS.uploadMaxFileBytes, {
  missing: 'FILE_MISSING',
  tooLarge: 'FILE_TOO_LARGE',
});

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
  const route = routesFor(app, 'assets');
  const audience = requestAudience(clock);

  route.post('/api/assets', {
    access: 'admin',
    upload: UPLOAD,
    errors: [
      'UPLOAD_META_INVALID',
      'UPLOAD_META_FIRST',
      'FIELD_INVALID',
      'UPLOAD_NO_FILES',
      ...INGEST_ERRORS,
      'UPLOAD_BATCH_FAILED',
      'CATEGORY_REQUIRED',
      'CATEGORY_UNKNOWN',
      'STORAGE_UNAVAILABLE',
    ],
    summary: 'Upload 1 to 30 files (multipart: field "meta" JSON first, then "files" parts)',
    response: UploadResultSchema,
    status: 201,
    handler: async (request) => {
      const { meta, files } = await readUpload(request);
      const user = currentUser(request);
      // The reading of files waits while the admin does (media/foreground.ts).
      const result = await inForeground(() => ingest.upload(meta, files, user.id, audience(request)));
      const created = result.items.flatMap((item) => (item.asset ? [item.asset] : []));
      const checked = new Map((await warnings.forViewer(user, created)).map((a) => [a.id, a]));
      return {
        ...result,
        items: result.items.map((item) =>
          item.asset ? { ...item, asset: checked.get(item.asset.id) ?? item.asset } : item,
        ),
      };
    },
  });

  route.post('/api/assets/external', {
    access: 'admin',
    errors: ['LINK_INVALID', 'CATEGORY_REQUIRED', 'CATEGORY_UNKNOWN'],
    summary: 'Add an external link',
    body: ExternalAssetInputSchema,
    response: AssetSchema,
    status: 201,
    handler: async (request) => {
      const user = currentUser(request);
      return warnings.one(user, await assets.createExternal(request.body, user.id, audience(request)));
    },
  });

  route.get('/api/assets/:id', {
    access: 'signed-in',
    params: AssetIdParamsSchema,
    response: AssetSchema,
    handler: async (request) =>
      warnings.one(currentUser(request), await assets.get(request.params.id, audience(request))),
  });

  route.patch('/api/assets/:id', {
    access: 'admin',
    errors: ['ASSET_NOT_FOUND', 'ASSET_VALIDITY_RANGE', 'CATEGORY_UNKNOWN'],
    params: AssetIdParamsSchema,
    body: UpdateAssetInputSchema,
    response: AssetSchema,
    handler: async (request) =>
      warnings.one(
        currentUser(request),
        await assets.update(request.params.id, request.body, audience(request)),
      ),
  });

  route.delete('/api/assets/:id', {
    access: 'admin',
    params: AssetIdParamsSchema,
    status: 204,
    handler: (request) => assets.delete(request.params.id),
  });

  route.put('/api/assets/:id/file', {
    access: 'admin',
    upload: REPLACEMENT,
    errors: ['ASSET_NOT_FOUND', 'EXTERNAL_HAS_NO_FILE', ...INGEST_ERRORS, 'STORAGE_UNAVAILABLE'],
    summary: 'Replace the file (multipart field "file"); the pipeline runs again',
    params: AssetIdParamsSchema,
    response: AssetSchema,
    handler: async (request) => {
      await inForeground(() =>
        ingest.replaceFile(request.params.id, filesOf(readParts(request, REPLACEMENT))),
      );
      return warnings.one(currentUser(request), await assets.get(request.params.id, audience(request)));
    },
  });

  route.get('/api/assets/:id/thumbnail', {
    access: 'signed-in',
    summary: 'Grid (~400 px) or preview (~1280 px) WebP',
    params: AssetIdParamsSchema,
    querystring: z.object({
      size: z.enum(['grid', 'preview']).default('grid'),
      v: safeText().max(40).optional(),
    }),
    handler: async (request, reply) => {
      const stream = await assets.readThumbnail(request.params.id, request.query.size, audience(request));
      return sendVersionedImage(reply, 'image/webp', stream);
    },
  });
};
