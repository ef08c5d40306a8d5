import { albumsMessages } from '@shared/messages/albums';
import { format } from '@shared/messages/format';
import { type AddAlbumAssetsResult, AddAlbumAssetsResultSchema } from '@shared/schemas/album';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { countText } from '@web/lib/format';
import { notify, notifyFailure } from '@web/lib/notify';
import { albumKeys } from './album-keys';

const m = albumsMessages.albumsPage;

export function addAlbumAssets({ albumId, assetIds }: { albumId: string; assetIds: string[] }) {
  return api.post(
    `/api/albums/${encodeURIComponent(albumId)}/assets`,
    { assetIds },
    AddAlbumAssetsResultSchema,
  );
}

/** The result told honestly: how many were added, how many were there already, how many are gone. */
export function describeAddResult(result: AddAlbumAssetsResult): { title: string; details: string[] } {
  const details: string[] = [];
  if (result.added > 0 && result.alreadyThere > 0) {
    details.push(countText(result.alreadyThere, m.alreadyThereOne, m.alreadyThereOther));
  }
  if (result.missing.length > 0) details.push(format(m.missing, { n: result.missing.length }));
  if (result.added === 0) return { title: m.nothingAdded, details };
  return { title: countText(result.added, m.fileAdded, m.filesAdded), details };
}

/** POST /api/albums/:id/assets. Assets already in the album are ignored by the server. */
export function useAddAlbumAssets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addAlbumAssets,
    onSuccess: (result) => {
      const { title, details } = describeAddResult(result);
      const description = details.join(' ') || undefined;
      if (result.added > 0) notify.success(title, { description });
      else notify.info(title, { description });
      return client.invalidateQueries({ queryKey: albumKeys.all });
    },
    onError: (error) => notifyFailure(error, m.addError),
  });
}
