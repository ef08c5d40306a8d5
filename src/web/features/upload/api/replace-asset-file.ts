import { AssetSchema } from '@shared/schemas/asset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '@web/lib/api-client';
import { assetKeys } from '@web/lib/asset-query';
import { useState } from 'react';
import type { BytesProgress } from './upload-assets';

export interface ReplaceAssetFileInput {
  id: string;
  file: File;
  onProgress?: (loaded: number, total: number) => void;
}

/** PUT /api/assets/:id/file (multipart `file`): the pipeline runs again and the old files go. */
export function replaceAssetFile({ id, file, onProgress }: ReplaceAssetFileInput) {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload(`/api/assets/${encodeURIComponent(id)}/file`, form, AssetSchema, {
    method: 'PUT',
    onProgress,
  });
}

/** The replacement upload with its real progress. */
export function useReplaceAssetFile() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<BytesProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (input: Omit<ReplaceAssetFileInput, 'onProgress'>) =>
      replaceAssetFile({ ...input, onProgress: (loaded, total) => setProgress({ loaded, total }) }),
    onMutate: () => setProgress(null),
    onSuccess: (asset) => {
      client.setQueryData(assetKeys.detail(asset.id), asset);
      return client.invalidateQueries({ queryKey: assetKeys.all });
    },
  });
  return { ...mutation, progress };
}
