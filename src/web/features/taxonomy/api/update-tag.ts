import { taxonomyMessages } from '@shared/messages/taxonomy';
import { type TagInput, TagSchema } from '@shared/schemas/taxonomy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function updateTag({ id, input }: { id: string; input: TagInput }) {
  return api.patch(`/api/tags/${encodeURIComponent(id)}`, input, TagSchema);
}

/** PATCH /api/tags/:id (admin): a rename shows on every file that has the tag. */
export function useUpdateTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTag,
    onSuccess: () => {
      notify.success(taxonomyMessages.taxonomyAdmin.tagUpdated);
      return client.invalidateQueries({ queryKey: taxonomyKeys.tags() });
    },
    onError: (error) => notifyServerFailure(error, taxonomyMessages.taxonomyAdmin.tagSaveError),
  });
}
