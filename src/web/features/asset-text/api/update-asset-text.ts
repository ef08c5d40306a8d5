import { assetTextMessages } from '@shared/messages/asset-text';
import { type AssetTextInput, AssetTextSchema } from '@shared/schemas/asset-text';
import { api } from '@web/lib/api-client';
import { assetKeys } from '@web/lib/asset-query';
import { useNotifiedMutation } from '@web/lib/mutation';
import { assetTextKey } from './get-asset-text';

export function updateAssetText({ id, input }: { id: string; input: AssetTextInput }) {
  return api.put(`/api/assets/${encodeURIComponent(id)}/text`, input, AssetTextSchema);
}

/**
 * PUT /api/assets/:id/text (admin): the corrected text, kept as `edited`. The gallery's searches are
 * asked again too: the words they find in the file may have changed. A refusal is told in the dialog.
 */
export function useUpdateAssetText() {
  return useNotifiedMutation({
    mutationFn: updateAssetText,
    onSuccess: (text, { id }, client) => client.setQueryData(assetTextKey(id), text),
    success: assetTextMessages.assetText.saved,
    invalidate: (_text, { id }) => [assetTextKey(id), assetKeys.lists()],
  });
}
