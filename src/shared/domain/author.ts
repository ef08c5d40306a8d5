import { commonMessages } from '../messages/common';

/**
 * Who an asset is credited to, the same on cards and on the asset page and for every role: the
 * network's own content (origin unit the franchisor) is 'Franqueadora' whoever sent it, even once
 * that account is gone; a clinic's content names its uploader, 'Usuário Anônimo' when the account
 * no longer exists (SPEC section 9).
 */
export function assetAuthor(origin: { fromFranchisor: boolean; uploaderName: string | null }): string {
  if (origin.fromFranchisor) return commonMessages.common.franchisor;
  return origin.uploaderName?.trim() || commonMessages.common.anonymousUser;
}
