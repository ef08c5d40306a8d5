import { unitsMessages } from '@shared/messages/units';
import { type CreateUnitInput, UnitSchema } from '@shared/schemas/unit';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { unitKeys } from '@web/lib/units';

export function createUnit(input: CreateUnitInput) {
  return api.post('/api/units', input, UnitSchema);
}

/** POST /api/units (admin). Failures are shown in the dialog, beside their fields. */
export function useCreateUnit() {
  return useNotifiedMutation({
    mutationFn: createUnit,
    success: unitsMessages.unitsAdmin.created,
    invalidate: [unitKeys.all],
  });
}
