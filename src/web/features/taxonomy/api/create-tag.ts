import { taxonomyMessages } from '@shared/messages/taxonomy';
import { type TagInput, TagSchema } from '@shared/schemas/taxonomy';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function createTag(input: TagInput) {
  return api.post('/api/tags', input, TagSchema);
}

/** POST /api/tags (admin). Failures: a toast and the dialog, both with the server's message. */
export function useCreateTag() {
  return useNotifiedMutation({
    mutationFn: createTag,
    success: taxonomyMessages.taxonomyAdmin.tagCreated,
    failure: taxonomyMessages.taxonomyAdmin.tagSaveError,
    invalidate: [taxonomyKeys.tags()],
  });
}
