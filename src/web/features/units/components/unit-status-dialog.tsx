import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { unitsMessages } from '@shared/messages/units';
import type { Unit } from '@shared/schemas/unit';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { notify, notifyFailure } from '@web/lib/notify';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { useUpdateUnit } from '../api/update-unit';

const m = unitsMessages.unitsAdmin;

/** 'Desativar' or 'Reativar' a unit, after confirming. `unit` null means closed. */
export function UnitStatusDialog({ unit, onClose }: { unit: Unit | null; onClose: () => void }) {
  const shown = useRetainedValue(unit);
  const update = useUpdateUnit();
  const deactivating = shown?.active ?? true;
  const name = shown?.name ?? '';

  const confirm = () => {
    if (!shown) return;
    update.mutate(
      { id: shown.id, input: { active: !shown.active } },
      {
        onSuccess: () => {
          notify.success(deactivating ? m.deactivated : m.reactivated);
          onClose();
        },
        onError: (error) => notifyFailure(error, m.statusError),
      },
    );
  };

  return (
    <ConfirmDialog
      open={unit !== null}
      title={deactivating ? m.deactivateTitle : m.reactivateTitle}
      description={format(deactivating ? m.deactivateDescription : m.reactivateDescription, { name })}
      confirmLabel={deactivating ? m.deactivate : m.reactivate}
      pendingLabel={commonMessages.common.saving}
      pending={update.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
