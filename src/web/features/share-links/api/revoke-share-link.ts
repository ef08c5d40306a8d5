import { shareLinksMessages } from '@shared/messages/share-links';
import { api, NoContent } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { shareLinkKeys } from './share-link-keys';

export function revokeShareLink(id: string) {
  return api.delete(`/api/share-links/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/share-links/:id: the link stops at once; the list is read again. */
export function useRevokeShareLink() {
  return useNotifiedMutation({
    mutationFn: revokeShareLink,
    success: shareLinksMessages.shareLinks.revokeDone,
    invalidate: [shareLinkKeys.all],
  });
}
