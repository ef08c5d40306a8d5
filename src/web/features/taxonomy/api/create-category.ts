import { taxonomyMessages } from '@shared/messages/taxonomy';
import { CategorySchema, type CreateCategoryInput } from '@shared/schemas/taxonomy';
import { usePostMutation } from '@web/lib/mutation';
import { taxonomyKeys } from '@web/lib/taxonomy';

/** POST /api/categories (admin). Failures: a toast and the dialog, both with the server's message. */
export function useCreateCategory() {
  return usePostMutation<CreateCategoryInput, typeof CategorySchema>('/api/categories', CategorySchema, {
    success: taxonomyMessages.taxonomyAdmin.categoryCreated,
    failure: taxonomyMessages.taxonomyAdmin.categorySaveError,
    invalidate: [taxonomyKeys.categories()],
  });
}
