import { taxonomyMessages } from '@shared/messages/taxonomy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function deleteTag(id: string): Promise<void> {
  return api.delete(`/api/tags/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/tags/:id (admin): the tag leaves its files; no file is deleted. */
export function useDeleteTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => {
      notify.success(taxonomyMessages.taxonomyAdmin.tagDeleted);
      return client.invalidateQueries({ queryKey: taxonomyKeys.tags() });
    },
    onError: (error) => notifyServerFailure(error, taxonomyMessages.taxonomyAdmin.tagDeleteError),
  });
}
