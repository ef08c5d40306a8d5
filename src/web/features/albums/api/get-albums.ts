import { AlbumListSchema } from '@shared/schemas/album';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { albumKeys } from './album-keys';

export function getAlbums(q: string, signal?: AbortSignal) {
  const query = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : '';
  return api.get(`/api/albums${query}`, AlbumListSchema, { signal });
}

export function albumsQueryOptions(q = '') {
  return queryOptions({
    queryKey: albumKeys.list(q.trim()),
    queryFn: ({ signal }) => getAlbums(q, signal),
  });
}

/** GET /api/albums?q= : the signed-in user's albums. While the search changes, the last list stays. */
export function useAlbums(q = '') {
  return useQuery({ ...albumsQueryOptions(q), placeholderData: keepPreviousData });
}
