import { taxonomyMessages } from '@shared/messages/taxonomy';
import { type TagInput, TagSchema } from '@shared/schemas/taxonomy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function createTag(input: TagInput) {
  return api.post('/api/tags', input, TagSchema);
}

/** POST /api/tags (admin). Failures: a toast and the dialog, both with the server's message. */
export function useCreateTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: () => {
      notify.success(taxonomyMessages.taxonomyAdmin.tagCreated);
      return client.invalidateQueries({ queryKey: taxonomyKeys.tags() });
    },
    onError: (error) => notifyServerFailure(error, taxonomyMessages.taxonomyAdmin.tagSaveError),
  });
}
