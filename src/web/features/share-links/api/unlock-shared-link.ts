import type { UnlockShareLinkInput } from '@shared/schemas/share-link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { shareLinkKeys } from './share-link-keys';

export function unlockSharedLink({ token, input }: { token: string; input: UnlockShareLinkInput }) {
  return api.post(`/api/s/${encodeURIComponent(token)}/unlock`, input, NoContent);
}

/**
 * POST /api/s/:token/unlock: the server sets the cookie that opens this link, then the page's data is
 * read again (now with the material). A wrong password is left to the form.
 */
export function useUnlockSharedLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlockSharedLink,
    onSuccess: (_answer, { token }) => client.invalidateQueries({ queryKey: shareLinkKeys.shared(token) }),
  });
}
