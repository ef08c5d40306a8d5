import { taxonomyMessages } from '@shared/messages/taxonomy';
import { type TagInput, TagSchema } from '@shared/schemas/taxonomy';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function updateTag({ id, input }: { id: string; input: TagInput }) {
  return api.patch(`/api/tags/${encodeURIComponent(id)}`, input, TagSchema);
}

/** PATCH /api/tags/:id (admin): a rename shows on every file that has the tag. */
export function useUpdateTag() {
  return useNotifiedMutation({
    mutationFn: updateTag,
    success: taxonomyMessages.taxonomyAdmin.tagUpdated,
    failure: taxonomyMessages.taxonomyAdmin.tagSaveError,
    invalidate: [taxonomyKeys.tags()],
  });
}
