import { taxonomyMessages } from '@shared/messages/taxonomy';
import { api, NoContent } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function deleteTag(id: string): Promise<void> {
  return api.delete(`/api/tags/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/tags/:id (admin): the tag leaves its files; no file is deleted. */
export function useDeleteTag() {
  return useNotifiedMutation({
    mutationFn: deleteTag,
    success: taxonomyMessages.taxonomyAdmin.tagDeleted,
    failure: taxonomyMessages.taxonomyAdmin.tagDeleteError,
    invalidate: [taxonomyKeys.tags()],
  });
}
