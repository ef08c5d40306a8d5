import { taxonomyMessages } from '@shared/messages/taxonomy';
import { CategorySchema, type UpdateCategoryInput } from '@shared/schemas/taxonomy';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function updateCategory({ id, input }: { id: string; input: UpdateCategoryInput }) {
  return api.patch(`/api/categories/${encodeURIComponent(id)}`, input, CategorySchema);
}

/** PATCH /api/categories/:id (admin). Failures: a toast and the dialog, both with the server's message. */
export function useUpdateCategory() {
  return useNotifiedMutation({
    mutationFn: updateCategory,
    success: taxonomyMessages.taxonomyAdmin.categoryUpdated,
    failure: taxonomyMessages.taxonomyAdmin.categorySaveError,
    invalidate: [taxonomyKeys.categories()],
  });
}
