import { MaterialRequestSchema, type ParsedRequestFields } from '@shared/schemas/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '@web/lib/api-client';
import { requestKeys } from './request-keys';

export interface CreateRequestInput {
  fields: ParsedRequestFields;
  reference: File | null;
}

/** POST /api/requests: the fields, then the optional reference image (multipart). */
export function createRequest({ fields, reference }: CreateRequestInput) {
  const form = new FormData();
  form.append('description', fields.description);
  form.append('channel', fields.channel);
  if (fields.neededBy) form.append('neededBy', fields.neededBy);
  if (fields.fromSearch) form.append('fromSearch', fields.fromSearch);
  if (reference) form.append('file', reference);
  return upload('/api/requests', form, MaterialRequestSchema);
}

/** Sends a request; the lists are read again. Failures are left to the form (beside their fields). */
export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: (created) => {
      client.setQueryData(requestKeys.detail(created.id), created);
      return client.invalidateQueries({ queryKey: requestKeys.lists() });
    },
  });
}
