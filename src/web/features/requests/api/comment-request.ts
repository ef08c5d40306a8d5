import { MaterialRequestSchema, type RequestCommentInput } from '@shared/schemas/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { requestKeys } from './request-keys';

export function commentRequest({ id, input }: { id: string; input: RequestCommentInput }) {
  return api.post(`/api/requests/${encodeURIComponent(id)}/comments`, input, MaterialRequestSchema);
}

/** POST /api/requests/:id/comments: the thread comes back with the new comment. Failures are the form's. */
export function useCommentRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: commentRequest,
    onSuccess: (updated) => {
      client.setQueryData(requestKeys.detail(updated.id), updated);
      return client.invalidateQueries({ queryKey: requestKeys.lists() });
    },
  });
}
