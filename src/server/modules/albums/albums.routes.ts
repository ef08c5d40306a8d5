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
import { sendZip } from '../../platform/http/replies';
import { routesFor } from '../../platform/http/routes';
import { currentUser } from '../../plugins/auth';
import type { ContentWarnings } from '../asset-read';
import { requestAudience } from '../asset-read';
import { ZIP_ERRORS } from '../downloads';
import type { AlbumsService } from './albums.service';

export const albumsRoutes: FastifyPluginAsyncZod<{
  albums: AlbumsService;
  warnings: ContentWarnings;
  /** Today's date decides which files an album shows users and franqueados. */
  clock: Clock;
}> = async (app, { albums, warnings, clock }) => {
  const route = routesFor(app, 'albums');
  const audience = requestAudience(clock);

  route.get('/api/albums', {
    access: 'signed-in',
    querystring: AlbumListQuerySchema,
    response: AlbumListSchema,
    handler: (request) => albums.list(currentUser(request).id, audience(request), request.query.q),
  });

  route.post('/api/albums', {
    access: 'signed-in',
    body: CreateAlbumInputSchema,
    response: AlbumSchema,
    status: 201,
    handler: (request) => albums.create(currentUser(request).id, request.body, audience(request)),
  });

  route.get('/api/albums/:id', {
    access: 'signed-in',
    errors: ['ALBUM_NOT_FOUND'],
    params: AlbumParamsSchema,
    response: AlbumDetailSchema,
    handler: async (request) => {
      const user = currentUser(request);
      const album = await albums.get(request.params.id, user.id, audience(request));
      return { ...album, assets: await warnings.forViewer(user, album.assets) };
    },
  });

  route.patch('/api/albums/:id', {
    access: 'signed-in',
    errors: ['ALBUM_NOT_FOUND'],
    params: AlbumParamsSchema,
    body: UpdateAlbumInputSchema,
    response: AlbumSchema,
    handler: (request) =>
      albums.update(request.params.id, currentUser(request).id, request.body, audience(request)),
  });

  route.delete('/api/albums/:id', {
    access: 'signed-in',
    errors: ['ALBUM_NOT_FOUND'],
    params: AlbumParamsSchema,
    status: 204,
    handler: (request) => albums.delete(request.params.id, currentUser(request).id),
  });

  route.post('/api/albums/:id/assets', {
    access: 'signed-in',
    errors: ['ALBUM_NOT_FOUND', 'ASSET_NOT_FOUND'],
    summary: 'Add assets; those already in the album are ignored',
    params: AlbumParamsSchema,
    body: AddAlbumAssetsInputSchema,
    response: AddAlbumAssetsResultSchema,
    handler: (request) =>
      albums.addAssets(request.params.id, currentUser(request).id, request.body.assetIds, audience(request)),
  });

  route.delete('/api/albums/:id/assets/:assetId', {
    access: 'signed-in',
    errors: ['ALBUM_NOT_FOUND', 'ASSET_NOT_IN_ALBUM'],
    params: AlbumAssetParamsSchema,
    status: 204,
    handler: (request) =>
      albums.removeAsset(
        request.params.id,
        currentUser(request).id,
        request.params.assetId,
        audience(request),
      ),
  });

  route.get('/api/albums/:id/download', {
    access: 'signed-in',
    errors: ['ALBUM_NOT_FOUND', 'ALBUM_EMPTY', ...ZIP_ERRORS],
    summary: 'The whole album as one streamed ZIP (images in ?format=, stamped when ?stamp=1)',
    params: AlbumParamsSchema,
    querystring: DownloadOptionsSchema,
    handler: async (request, reply) => {
      const zip = await albums.download(
        request.params.id,
        currentUser(request).id,
        audience(request),
        request.query,
      );
      return sendZip(reply, zip);
    },
  });
};
