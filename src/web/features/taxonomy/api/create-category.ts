import { taxonomyMessages } from '@shared/messages/taxonomy';
import { CategorySchema, type CreateCategoryInput } from '@shared/schemas/taxonomy';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function createCategory(input: CreateCategoryInput) {
  return api.post('/api/categories', input, CategorySchema);
}

/** POST /api/categories (admin). Failures: a toast and the dialog, both with the server's message. */
export function useCreateCategory() {
  return useNotifiedMutation({
    mutationFn: createCategory,
    success: taxonomyMessages.taxonomyAdmin.categoryCreated,
    failure: taxonomyMessages.taxonomyAdmin.categorySaveError,
    invalidate: [taxonomyKeys.categories()],
  });
}
