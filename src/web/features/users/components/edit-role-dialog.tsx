import type { Role } from '@shared/constants';
import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { usersMessages } from '@shared/messages/users';
import type { UpdateUserInput, User } from '@shared/schemas/user';
import { DialogForm, DialogFrame, saveLabels } from '@web/components/dialog-frame';
import { RoleUnitFields, useRoleUnitState } from '@web/components/role-unit-fields';
import { isApiError } from '@web/lib/api-error';
import { useUnitOptions } from '@web/lib/units';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { useState } from 'react';
import { useUpdateUser } from '../api/update-user';

/** Refusals about the unit, shown beside the unit field. */
const UNIT_CODES = new Set(['UNIT_REQUIRED', 'UNIT_INACTIVE', 'UNIT_NOT_FOUND']);

/** SPEC 'Users': the edit dialog for a person's role and unit. `user` null means closed. */
export function EditRoleDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const shown = useRetainedValue(user);
  const updateMutation = useUpdateUser();
  const pending = updateMutation.isPending;
  const [unitError, setUnitError] = useState<string>();

  const close = () => {
    setUnitError(undefined);
    onClose();
  };

  const save = (target: User, role: Role, unitId: string) => {
    const input: UpdateUserInput = {};
    if (role !== target.role) input.role = role;
    if ((unitId || null) !== target.unitId) input.unitId = unitId || null;
    if (Object.keys(input).length === 0) return close();
    if (role === 'franqueado' && !unitId) return setUnitError(commonMessages.validation.unitRequired);
    updateMutation.mutate(
      { id: target.id, input },
      {
        onSuccess: close,
        onError: (error) => {
          if (isApiError(error) && UNIT_CODES.has(error.code)) setUnitError(error.message);
        },
      },
    );
  };

  return (
    <DialogFrame
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title={usersMessages.users.editAccessTitle}
      description={
        shown ? format(usersMessages.users.editAccessDescription, { name: shown.name || shown.email }) : null
      }
    >
      {shown ? (
        <EditAccessForm
          key={shown.id}
          user={shown}
          pending={pending}
          unitError={unitError}
          onSave={(role, unitId) => save(shown, role, unitId)}
          onCancel={close}
        />
      ) : null}
    </DialogFrame>
  );
}

function EditAccessForm({
  user,
  pending,
  unitError,
  onSave,
  onCancel,
}: {
  user: User;
  pending: boolean;
  unitError: string | undefined;
  onSave: (role: Role, unitId: string) => void;
  onCancel: () => void;
}) {
  const access = useRoleUnitState({ role: user.role, unitId: user.unitId ?? '' });
  const options = useUnitOptions();
  // A unit since deactivated is still theirs: it stays in the list so the picker shows it.
  const units = options.data?.items ?? [];
  const shownUnits =
    user.unitId && user.unitName && !units.some((unit) => unit.id === user.unitId)
      ? [...units, { id: user.unitId, name: user.unitName, city: null, uf: null, isFranchisor: false }]
      : units;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onSave(access.role, access.unitId);
  };

  return (
    <DialogForm onSubmit={submit} onCancel={onCancel} pending={pending} {...saveLabels}>
      <RoleUnitFields
        idPrefix="edit"
        {...access}
        unitError={unitError}
        units={shownUnits}
        disabled={pending}
      />
    </DialogForm>
  );
}
