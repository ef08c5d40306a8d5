import { requestsMessages } from '@shared/messages/requests';
import { MaterialRequestSchema } from '@shared/schemas/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify, notifyError } from '@web/lib/notify';
import { requestKeys } from './request-keys';

export function deliverRequest({ id, assetIds }: { id: string; assetIds: string[] }) {
  return api.post(`/api/requests/${encodeURIComponent(id)}/deliver`, { assetIds }, MaterialRequestSchema);
}

/** POST /api/requests/:id/deliver (admin, "Atender"): links the pieces and sets atendido. */
export function useDeliverRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deliverRequest,
    onSuccess: (updated) => {
      client.setQueryData(requestKeys.detail(updated.id), updated);
      notify.success(requestsMessages.requests.delivered);
      return client.invalidateQueries({ queryKey: requestKeys.lists() });
    },
    onError: (error) => notifyError(error, requestsMessages.requests.deliverError),
  });
}
