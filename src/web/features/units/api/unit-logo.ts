import { unitsMessages } from '@shared/messages/units';
import { UnitSchema } from '@shared/schemas/unit';
import { api, upload } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
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
  return useNotifiedMutation({
    mutationFn: uploadUnitLogo,
    success: unitsMessages.unitsAdmin.logoSaved,
    failure: unitsMessages.unitsAdmin.logoError,
    invalidate: [unitKeys.all],
  });
}

/** DELETE /api/units/:id/logo (admin). */
export function useDeleteUnitLogo() {
  return useNotifiedMutation({
    mutationFn: deleteUnitLogo,
    success: unitsMessages.unitsAdmin.logoRemoved,
    failure: unitsMessages.unitsAdmin.logoError,
    invalidate: [unitKeys.all],
  });
}
