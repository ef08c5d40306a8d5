import { consentsMessages } from '@shared/messages/consents';
import { ConsentSchema, type RevokeConsentInput } from '@shared/schemas/consent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { assetKeys } from '@web/lib/asset-query';
import { notify } from '@web/lib/notify';
import { consentKeys } from './consent-keys';

export function revokeConsent({ id, input }: { id: string; input: RevokeConsentInput }) {
  return api.post(`/api/consents/${encodeURIComponent(id)}/revoke`, input, ConsentSchema);
}

/** POST /api/consents/:id/revoke: the asset is unpublished and its downloaders told; all is read again. */
export function useRevokeConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeConsent,
    onSuccess: async () => {
      notify.success(consentsMessages.consents.revoked);
      await Promise.all([
        client.invalidateQueries({ queryKey: consentKeys.all }),
        client.invalidateQueries({ queryKey: assetKeys.all }),
      ]);
    },
  });
}
