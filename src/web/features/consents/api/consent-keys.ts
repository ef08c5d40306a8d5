import type { ConsentState } from '@shared/constants';

/** Every consent read is cached under ['consents']: registering or revoking refreshes them all. */
export const consentKeys = {
  all: ['consents'] as const,
  list: (state: ConsentState) => [...consentKeys.all, 'list', state] as const,
  ofAsset: (assetId: string) => [...consentKeys.all, 'asset', assetId] as const,
};
