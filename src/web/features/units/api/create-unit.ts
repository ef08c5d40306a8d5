import { unitsMessages } from '@shared/messages/units';
import { type CreateUnitInput, UnitSchema } from '@shared/schemas/unit';
import { usePostMutation } from '@web/lib/mutation';
import { unitKeys } from '@web/lib/units';

/** POST /api/units (admin). Failures are shown in the dialog, beside their fields. */
export function useCreateUnit() {
  return usePostMutation<CreateUnitInput, typeof UnitSchema>('/api/units', UnitSchema, {
    success: unitsMessages.unitsAdmin.created,
    invalidate: [unitKeys.all],
  });
}
