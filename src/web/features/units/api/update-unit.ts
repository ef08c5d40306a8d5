import { UnitSchema, type UpdateUnitInput } from '@shared/schemas/unit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { sessionKeys } from '@web/lib/session';
import { unitKeys } from '@web/lib/units';

export function updateUnit({ id, input }: { id: string; input: UpdateUnitInput }) {
  return api.patch(`/api/units/${encodeURIComponent(id)}`, input, UnitSchema);
}

/**
 * PATCH /api/units/:id (admin): edit, deactivate, reactivate. The caller says what succeeded and
 * shows failures (beside the fields in the form, a toast for a status change).
 */
export function useUpdateUnit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUnit,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: unitKeys.all }),
        // The session shows the unit's name.
        client.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  });
}
