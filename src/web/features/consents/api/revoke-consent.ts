import { consentsMessages } from '@shared/messages/consents';
import { ConsentSchema, type RevokeConsentInput } from '@shared/schemas/consent';
import { api } from '@web/lib/api-client';
import { assetKeys } from '@web/lib/asset-query';
import { useNotifiedMutation } from '@web/lib/mutation';
import { consentKeys } from './consent-keys';

export function revokeConsent({ id, input }: { id: string; input: RevokeConsentInput }) {
  return api.post(`/api/consents/${encodeURIComponent(id)}/revoke`, input, ConsentSchema);
}

/** POST /api/consents/:id/revoke: the asset is unpublished and its downloaders told; all is read again. */
export function useRevokeConsent() {
  return useNotifiedMutation({
    mutationFn: revokeConsent,
    success: consentsMessages.consents.revoked,
    invalidate: [consentKeys.all, assetKeys.all],
  });
}
