import type { AssetType } from '@shared/constants';
import { messages } from '@shared/messages/pt-BR';
import type { Asset } from '@shared/schemas/asset';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { paths } from '@web/lib/paths';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useReplaceAssetFile } from '../api/replace-asset-file';
import { useUpdateAsset } from '../api/update-asset';
import { hasErrors, validateEdit } from '../lib/validation';

/**
 * The edit form of one asset, prefilled, saving for real (DESIGN 7.2): the replacement file first
 * (PUT, with progress), then the fields (PATCH); then the asset page.
 */
export function useEditAssetForm(asset: Asset) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(asset.title);
  const [description, setDescription] = useState(asset.description);
  const [categoryIds, setCategoryIds] = useState<readonly string[]>(asset.categories.map((c) => c.id));
  const [tags, setTags] = useState<readonly string[]>(asset.tags.map((t) => t.name));
  const [type, setType] = useState<AssetType>(asset.type);
  const [replacement, setReplacement] = useState<File | null>(null);
  const [attempted, setAttempted] = useState(false);
  const updateMutation = useUpdateAsset();
  const replaceMutation = useReplaceAssetFile();
  const pending = updateMutation.isPending || replaceMutation.isPending;

  const values = { title, description, categoryIds, tags };
  const errors = attempted ? validateEdit(values) : {};

  const bytes = replaceMutation.progress;
  const progress = useMemo(() => {
    if (!replaceMutation.isPending || !replacement) return null;
    const total = bytes?.total ?? replacement.size;
    const loaded = bytes?.loaded ?? 0;
    const overall = total > 0 ? Math.min(1, loaded / total) : 0;
    return { overall, loaded, total, processing: overall >= 1 };
  }, [replaceMutation.isPending, replacement, bytes]);

  /** False when a field has an error (then shown). */
  const save = (): boolean => {
    setAttempted(true);
    if (hasErrors(validateEdit(values))) return false;
    void (async () => {
      try {
        if (replacement) await replaceMutation.mutateAsync({ id: asset.id, file: replacement });
        await updateMutation.mutateAsync({
          id: asset.id,
          input: { title, description, categoryIds: [...categoryIds], tags: [...tags], type },
        });
        notify.success(messages.assetEdit.updated);
        navigate(paths.asset(asset.id));
      } catch (error) {
        notifyServerFailure(error, messages.assetEdit.updateError);
      }
    })();
    return true;
  };

  return {
    title,
    setTitle,
    description,
    setDescription,
    categoryIds,
    setCategoryIds,
    tags,
    setTags,
    type,
    setType,
    replacement,
    setReplacement,
    errors,
    pending,
    progress,
    save,
  };
}
