import { unitsMessages } from '@shared/messages/units';
import { UnitSchema } from '@shared/schemas/unit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, upload } from '@web/lib/api-client';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { unitKeys } from '@web/lib/units';

export function uploadUnitLogo({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return upload(`/api/units/${encodeURIComponent(id)}/logo`, form, UnitSchema, { method: 'PUT' });
}

export function deleteUnitLogo(id: string) {
  return api.delete(`/api/units/${encodeURIComponent(id)}/logo`, UnitSchema);
}

/** PUT /api/units/:id/logo (admin): errors show the server's reason (not an image, over 5 MB). */
export function useUploadUnitLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadUnitLogo,
    onSuccess: () => {
      notify.success(unitsMessages.unitsAdmin.logoSaved);
      return client.invalidateQueries({ queryKey: unitKeys.all });
    },
    onError: (error) => notifyServerFailure(error, unitsMessages.unitsAdmin.logoError),
  });
}

/** DELETE /api/units/:id/logo (admin). */
export function useDeleteUnitLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUnitLogo,
    onSuccess: () => {
      notify.success(unitsMessages.unitsAdmin.logoRemoved);
      return client.invalidateQueries({ queryKey: unitKeys.all });
    },
    onError: (error) => notifyServerFailure(error, unitsMessages.unitsAdmin.logoError),
  });
}
