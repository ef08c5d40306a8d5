import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddAlbumAssetsInputSchema,
  AddAlbumAssetsResultSchema,
  AlbumAssetParamsSchema,
  AlbumDetailSchema,
  AlbumListQuerySchema,
  AlbumListSchema,
  AlbumParamsSchema,
  AlbumSchema,
  CreateAlbumInputSchema,
  UpdateAlbumInputSchema,
} from '../../../shared/schemas/album';
import { DownloadOptionsSchema } from '../../../shared/schemas/download';
import type { Clock } from '../../platform/clock';
import { attachmentDisposition } from '../../platform/http/disposition';
import { currentUser } from '../../plugins/auth';
import type { ContentWarnings } from '../asset-read';
import { audienceOf } from '../asset-read';
import type { AlbumsService } from './albums.service';

export const albumsRoutes: FastifyPluginAsyncZod<{
  albums: AlbumsService;
  warnings: ContentWarnings;
  /** Today's date decides which files an album shows users and franqueados. */
  clock: Clock;
}> = async (app, { albums, warnings, clock }) => {
  const signedIn = { access: 'signed-in' as const };
  const audience = (request: FastifyRequest) => audienceOf(currentUser(request), clock);

  app.get(
    '/api/albums',
    {
      config: signedIn,
      schema: { tags: ['albums'], querystring: AlbumListQuerySchema, response: { 200: AlbumListSchema } },
    },
    (request) => albums.list(currentUser(request).id, audience(request), request.query.q),
  );

  app.post(
    '/api/albums',
    {
      config: signedIn,
      schema: { tags: ['albums'], body: CreateAlbumInputSchema, response: { 201: AlbumSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await albums.create(currentUser(request).id, request.body, audience(request))),
  );

  app.get(
    '/api/albums/:id',
    {
      config: { ...signedIn, errors: ['ALBUM_NOT_FOUND'] },
      schema: { tags: ['albums'], params: AlbumParamsSchema, response: { 200: AlbumDetailSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const album = await albums.get(request.params.id, user.id, audience(request));
      return { ...album, assets: await warnings.forViewer(user, album.assets) };
    },
  );

  app.patch(
    '/api/albums/:id',
    {
      config: { ...signedIn, errors: ['ALBUM_NOT_FOUND'] },
      schema: {
        tags: ['albums'],
        params: AlbumParamsSchema,
        body: UpdateAlbumInputSchema,
        response: { 200: AlbumSchema },
      },
    },
    (request) => albums.update(request.params.id, currentUser(request).id, request.body, audience(request)),
  );

  app.delete(
    '/api/albums/:id',
    {
      config: { ...signedIn, errors: ['ALBUM_NOT_FOUND'] },
      schema: { tags: ['albums'], params: AlbumParamsSchema },
    },
    async (request, reply) => {
      await albums.delete(request.params.id, currentUser(request).id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/albums/:id/assets',
    {
      config: { ...signedIn, errors: ['ALBUM_NOT_FOUND', 'ASSET_NOT_FOUND'] },
      schema: {
        tags: ['albums'],
        summary: 'Add assets; those already in the album are ignored',
        params: AlbumParamsSchema,
        body: AddAlbumAssetsInputSchema,
        response: { 200: AddAlbumAssetsResultSchema },
      },
    },
    (request) =>
      albums.addAssets(request.params.id, currentUser(request).id, request.body.assetIds, audience(request)),
  );

  app.delete(
    '/api/albums/:id/assets/:assetId',
    {
      config: { ...signedIn, errors: ['ALBUM_NOT_FOUND', 'ASSET_NOT_IN_ALBUM'] },
      schema: { tags: ['albums'], params: AlbumAssetParamsSchema },
    },
    async (request, reply) => {
      await albums.removeAsset(
        request.params.id,
        currentUser(request).id,
        request.params.assetId,
        audience(request),
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/albums/:id/download',
    {
      config: {
        ...signedIn,
        errors: [
          'ALBUM_NOT_FOUND',
          'ALBUM_EMPTY',
          'STORAGE_UNAVAILABLE',
          'DOWNLOAD_NOT_CLEANABLE',
          'UNIT_NOT_ASSIGNED',
          'UNIT_CRO_INCOMPLETE',
          'IMAGE_TOO_LARGE',
        ],
      },
      schema: {
        tags: ['albums'],
        summary: 'The whole album as one streamed ZIP (images in ?format=, stamped when ?stamp=1)',
        params: AlbumParamsSchema,
        querystring: DownloadOptionsSchema,
      },
    },
    async (request, reply) => {
      const zip = await albums.download(
        request.params.id,
        currentUser(request).id,
        audience(request),
        request.query,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(zip.fileName))
        .send(zip.stream);
    },
  );
};
