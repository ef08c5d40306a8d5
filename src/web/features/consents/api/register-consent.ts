import { consentsMessages } from '@shared/messages/consents';
import { type ConsentFields, ConsentSchema } from '@shared/schemas/consent';
import { upload } from '@web/lib/api-client';
import { assetKeys } from '@web/lib/asset-query';
import { useNotifiedMutation } from '@web/lib/mutation';
import { consentKeys } from './consent-keys';

export interface RegisterConsentInput {
  assetId: string;
  fields: ConsentFields;
  file: File;
}

/** POST /api/assets/:id/consent: the fields, then the signed file (multipart). */
export function registerConsent({ assetId, fields, file }: RegisterConsentInput) {
  const form = new FormData();
  form.append('patientRef', fields.patientRef);
  form.append('signedOn', fields.signedOn);
  if (fields.expiresOn) form.append('expiresOn', fields.expiresOn);
  form.append('file', file);
  return upload(`/api/assets/${encodeURIComponent(assetId)}/consent`, form, ConsentSchema);
}

/**
 * Registers a consent; the asset's publication changes with it, so its page and every list are read
 * again. Failures are left to the dialog (field errors beside their fields).
 */
export function useRegisterConsent() {
  return useNotifiedMutation({
    mutationFn: registerConsent,
    success: consentsMessages.consents.registered,
    invalidate: [consentKeys.all, assetKeys.all],
  });
}
