import { contentCheckMessages } from '@shared/messages/content-check';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCachedAdminSettings } from '@web/lib/admin-settings';
import { assetKeys } from '@web/lib/asset-query';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { updateSettings } from './update-settings';

/** PATCH /api/settings `{ forbiddenExpressions }` (admin): the content check's list, saved whole. */
export function useUpdateForbiddenExpressions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (forbiddenExpressions: string[]) => updateSettings({ forbiddenExpressions }),
    onSuccess: (settings) => {
      setCachedAdminSettings(client, settings);
      // Every asset's 'Revisar texto' badge follows the new list (computed by the server on read).
      void client.invalidateQueries({ queryKey: assetKeys.all });
      notify.success(contentCheckMessages.contentCheck.saved);
    },
    onError: (error) => notifyServerFailure(error, contentCheckMessages.contentCheck.saveError),
  });
}
