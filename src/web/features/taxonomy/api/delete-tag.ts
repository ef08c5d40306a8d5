import { messages } from '@shared/messages/pt-BR';
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
      notify.success(messages.taxonomyAdmin.tagDeleted);
      return client.invalidateQueries({ queryKey: taxonomyKeys.tags() });
    },
    onError: (error) => notifyServerFailure(error, messages.taxonomyAdmin.tagDeleteError),
  });
}
