import { taxonomyMessages } from '@shared/messages/taxonomy';
import { api, NoContent } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function deleteCategory(id: string): Promise<void> {
  return api.delete(`/api/categories/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/categories/:id (admin): a group goes with its subcategories; files are kept. */
export function useDeleteCategory() {
  return useNotifiedMutation({
    mutationFn: deleteCategory,
    success: taxonomyMessages.taxonomyAdmin.categoryDeleted,
    failure: taxonomyMessages.taxonomyAdmin.categoryDeleteError,
    invalidate: [taxonomyKeys.categories()],
  });
}
