import { type UploadMeta, UploadResultSchema } from '@shared/schemas/asset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '@web/lib/api-client';
import { assetKeys } from '@web/lib/asset-query';
import { taxonomyKeys } from '@web/lib/taxonomy';
import { useState } from 'react';

export interface UploadAssetsInput {
  meta: UploadMeta;
  files: readonly File[];
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * POST /api/assets: multipart with the `meta` JSON first, then one `files` part per file, in the
 * order of `meta.items` (DESIGN 8). The server streams the parts in that order.
 */
export function uploadAssets({ meta, files, signal, onProgress }: UploadAssetsInput) {
  const form = new FormData();
  form.append('meta', JSON.stringify(meta));
  for (const file of files) form.append('files', file, file.name);
  return upload('/api/assets', form, UploadResultSchema, { signal, onProgress });
}

export interface BytesProgress {
  loaded: number;
  total: number;
}

/**
 * The upload mutation plus the bytes sent so far (real XHR progress, never a timer). Results per
 * file are left to the caller: a partial success is a 201 with failed items, a total failure an
 * ApiError whose `details.items` lists each file.
 */
export function useUploadAssets() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<BytesProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (input: Omit<UploadAssetsInput, 'onProgress'>) =>
      uploadAssets({ ...input, onProgress: (loaded, total) => setProgress({ loaded, total }) }),
    onMutate: () => setProgress(null),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: assetKeys.all }),
        // File counts per category and tag change; new tags may exist.
        client.invalidateQueries({ queryKey: taxonomyKeys.all }),
      ]),
  });
  return { ...mutation, progress };
}
