import { taxonomyMessages } from '@shared/messages/taxonomy';
import { type TagInput, TagSchema } from '@shared/schemas/taxonomy';
import { usePostMutation } from '@web/lib/mutation';
import { taxonomyKeys } from '@web/lib/taxonomy';

/** POST /api/tags (admin). Failures: a toast and the dialog, both with the server's message. */
export function useCreateTag() {
  return usePostMutation<TagInput, typeof TagSchema>('/api/tags', TagSchema, {
    success: taxonomyMessages.taxonomyAdmin.tagCreated,
    failure: taxonomyMessages.taxonomyAdmin.tagSaveError,
    invalidate: [taxonomyKeys.tags()],
  });
}
