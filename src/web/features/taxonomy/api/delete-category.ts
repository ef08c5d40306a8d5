import { taxonomyMessages } from '@shared/messages/taxonomy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function deleteCategory(id: string): Promise<void> {
  return api.delete(`/api/categories/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/categories/:id (admin): a group goes with its subcategories; files are kept. */
export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => {
      notify.success(taxonomyMessages.taxonomyAdmin.categoryDeleted);
      return client.invalidateQueries({ queryKey: taxonomyKeys.categories() });
    },
    onError: (error) => notifyServerFailure(error, taxonomyMessages.taxonomyAdmin.categoryDeleteError),
  });
}
