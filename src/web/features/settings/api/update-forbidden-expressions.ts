import { contentCheckMessages } from '@shared/messages/content-check';
import { setCachedAdminSettings } from '@web/lib/admin-settings';
import { assetKeys } from '@web/lib/asset-query';
import { useNotifiedMutation } from '@web/lib/mutation';
import { updateSettings } from './update-settings';

/** PATCH /api/settings `{ forbiddenExpressions }` (admin): the content check's list, saved whole. */
export function useUpdateForbiddenExpressions() {
  return useNotifiedMutation({
    mutationFn: (forbiddenExpressions: string[]) => updateSettings({ forbiddenExpressions }),
    onSuccess: (settings, _expressions, client) => {
      setCachedAdminSettings(client, settings);
      // Every asset's 'Revisar texto' badge follows the new list (computed by the server on read),
      // refetched in the background: saving does not wait for the lists.
      void client.invalidateQueries({ queryKey: assetKeys.all });
    },
    success: contentCheckMessages.contentCheck.saved,
    failure: contentCheckMessages.contentCheck.saveError,
  });
}
