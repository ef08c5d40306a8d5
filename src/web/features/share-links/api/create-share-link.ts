import { type CreateShareLinkInput, ShareLinkCreatedSchema } from '@shared/schemas/share-link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { shareLinkKeys } from './share-link-keys';

export function createShareLink(input: CreateShareLinkInput) {
  return api.post('/api/share-links', input, ShareLinkCreatedSchema);
}

/** POST /api/share-links: the URL comes back this once; "Meus links" is read again. */
export function useCreateShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: () => client.invalidateQueries({ queryKey: shareLinkKeys.all }),
  });
}
