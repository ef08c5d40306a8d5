import { zodResolver } from '@hookform/resolvers/zod';
import { assetsMessages } from '@shared/messages/assets';
import { publicationMessages } from '@shared/messages/publication';
import type { Asset } from '@shared/schemas/asset';
import { isApiError } from '@web/lib/api-error';
import { setServerFieldErrors } from '@web/lib/form-errors';
import { notify, notifyFailure } from '@web/lib/notify';
import { paths } from '@web/lib/paths';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useReplaceAssetFile } from '../api/replace-asset-file';
import { useUpdateAsset } from '../api/update-asset';
import {
  type EditAssetFormOutput,
  EditAssetFormSchema,
  type EditAssetFormValues,
  editServerFields,
} from '../lib/asset-form';

const resolver = zodResolver(EditAssetFormSchema);

/**
 * The edit form of one asset, prefilled, saving for real (DESIGN 7.2): the replacement file first
 * (PUT, with progress), then the fields (PATCH); then the asset page.
 */
export function useEditAssetForm(asset: Asset) {
  const navigate = useNavigate();
  const form = useForm<EditAssetFormValues, unknown, EditAssetFormOutput>({
    resolver,
    defaultValues: {
      title: asset.title,
      description: asset.description,
      categoryIds: asset.categories.map((c) => c.id),
      tags: asset.tags.map((t) => t.name),
      type: asset.type,
      validFrom: asset.validFrom ?? '',
      validUntil: asset.validUntil ?? '',
      containsPatient: asset.containsPatient,
    },
    // The first invalid control in page order is focused by the form (useFocusFirstInvalid).
    shouldFocusError: false,
  });
  const [replacement, setReplacement] = useState<File | null>(null);
  const updateMutation = useUpdateAsset();
  const replaceMutation = useReplaceAssetFile();
  const pending = updateMutation.isPending || replaceMutation.isPending;

  const bytes = replaceMutation.progress;
  const progress = useMemo(() => {
    if (!replaceMutation.isPending || !replacement) return null;
    const total = bytes?.total ?? replacement.size;
    const loaded = bytes?.loaded ?? 0;
    const overall = total > 0 ? Math.min(1, loaded / total) : 0;
    return { overall, loaded, total, processing: overall >= 1 };
  }, [replaceMutation.isPending, replacement, bytes]);

  /** Sends what the schema accepted; the server's own field errors land beside their fields. */
  const save = async (input: EditAssetFormOutput) => {
    if (pending) return;
    try {
      if (replacement) await replaceMutation.mutateAsync({ id: asset.id, file: replacement });
      await updateMutation.mutateAsync({ id: asset.id, input });
      notify.success(assetsMessages.assetEdit.updated);
      navigate(paths.asset(asset.id));
    } catch (error) {
      setServerFieldErrors(error, form.setError, editServerFields);
      // "Válido de" after the stored "válido até" is the pair's rule: it goes beside the second.
      if (isApiError(error) && error.code === 'ASSET_VALIDITY_RANGE')
        form.setError(
          'validUntil',
          { type: 'server', message: publicationMessages.publication.rangeInvalid },
          { shouldFocus: true },
        );
      notifyFailure(error, assetsMessages.assetEdit.updateError);
    }
  };

  return { form, replacement, setReplacement, pending, progress, save };
}
