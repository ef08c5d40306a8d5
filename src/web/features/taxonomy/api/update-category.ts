import { taxonomyMessages } from '@shared/messages/taxonomy';
import { CategorySchema, type UpdateCategoryInput } from '@shared/schemas/taxonomy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function updateCategory({ id, input }: { id: string; input: UpdateCategoryInput }) {
  return api.patch(`/api/categories/${encodeURIComponent(id)}`, input, CategorySchema);
}

/** PATCH /api/categories/:id (admin). Failures: a toast and the dialog, both with the server's message. */
export function useUpdateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => {
      notify.success(taxonomyMessages.taxonomyAdmin.categoryUpdated);
      return client.invalidateQueries({ queryKey: taxonomyKeys.categories() });
    },
    onError: (error) => notifyServerFailure(error, taxonomyMessages.taxonomyAdmin.categorySaveError),
  });
}
