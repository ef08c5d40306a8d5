import { shareLinksMessages } from '@shared/messages/share-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { shareLinkKeys } from './share-link-keys';

export function revokeShareLink(id: string) {
  return api.delete(`/api/share-links/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/share-links/:id: the link stops at once; the list is read again. */
export function useRevokeShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: async () => {
      notify.success(shareLinksMessages.shareLinks.revokeDone);
      await client.invalidateQueries({ queryKey: shareLinkKeys.all });
    },
  });
}
