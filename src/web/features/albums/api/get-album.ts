import { AlbumDetailSchema } from '@shared/schemas/album';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { albumKeys } from './album-keys';

export function getAlbum(id: string, signal?: AbortSignal) {
  return api.get(`/api/albums/${encodeURIComponent(id)}`, AlbumDetailSchema, { signal });
}

export function albumQueryOptions(id: string) {
  return queryOptions({ queryKey: albumKeys.detail(id), queryFn: ({ signal }) => getAlbum(id, signal) });
}

/** GET /api/albums/:id : the album and its files (another user's album answers 404). */
export function useAlbum(id: string) {
  return useQuery(albumQueryOptions(id));
}
