import { requestsMessages } from '@shared/messages/requests';
import { MaterialRequestSchema, type UpdateRequestInput } from '@shared/schemas/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify, notifyError } from '@web/lib/notify';
import { requestKeys } from './request-keys';

export function updateRequest({ id, input }: { id: string; input: UpdateRequestInput }) {
  return api.patch(`/api/requests/${encodeURIComponent(id)}`, input, MaterialRequestSchema);
}

/** PATCH /api/requests/:id (admin): a new status or assignee; the page shows the answer at once. */
export function useUpdateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRequest,
    onSuccess: (updated) => {
      client.setQueryData(requestKeys.detail(updated.id), updated);
      notify.success(requestsMessages.requests.updated);
      return client.invalidateQueries({ queryKey: requestKeys.lists() });
    },
    onError: (error) => notifyError(error, requestsMessages.requests.updateError),
  });
}
