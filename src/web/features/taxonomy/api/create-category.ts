import { taxonomyMessages } from '@shared/messages/taxonomy';
import { CategorySchema, type CreateCategoryInput } from '@shared/schemas/taxonomy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function createCategory(input: CreateCategoryInput) {
  return api.post('/api/categories', input, CategorySchema);
}

/** POST /api/categories (admin). Failures: a toast and the dialog, both with the server's message. */
export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => {
      notify.success(taxonomyMessages.taxonomyAdmin.categoryCreated);
      return client.invalidateQueries({ queryKey: taxonomyKeys.categories() });
    },
    onError: (error) => notifyServerFailure(error, taxonomyMessages.taxonomyAdmin.categorySaveError),
  });
}
