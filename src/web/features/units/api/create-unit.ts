import { unitsMessages } from '@shared/messages/units';
import { type CreateUnitInput, UnitSchema } from '@shared/schemas/unit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { unitKeys } from '@web/lib/units';

export function createUnit(input: CreateUnitInput) {
  return api.post('/api/units', input, UnitSchema);
}

/** POST /api/units (admin). Failures are shown in the dialog, beside their fields. */
export function useCreateUnit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUnit,
    onSuccess: () => {
      notify.success(unitsMessages.unitsAdmin.created);
      return client.invalidateQueries({ queryKey: unitKeys.all });
    },
  });
}
