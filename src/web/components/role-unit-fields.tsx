import type { Role } from '@shared/constants';
import { unitsMessages } from '@shared/messages/units';
import { usersMessages } from '@shared/messages/users';
import type { UnitOption } from '@shared/schemas/unit';
import { RoleSelect } from '@web/components/role-select';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { UnitSelect } from '@web/components/unit-select';
import { type Ref, useState } from 'react';
import { type Control, type FieldPath, useController } from 'react-hook-form';

export interface RoleUnitFieldsProps {
  /** The fields' ids are `${idPrefix}-role` and `${idPrefix}-unit`. */
  idPrefix: string;
  role: Role | '';
  onRoleChange: (role: Role) => void;
  /** '' for none. */
  unitId: string;
  onUnitChange: (unitId: string) => void;
  units: readonly UnitOption[];
  roleError?: string | undefined;
  unitError?: string | undefined;
  disabled?: boolean;
  /** For react-hook-form, to focus the first field in error. */
  roleRef?: Ref<HTMLButtonElement>;
  unitRef?: Ref<HTMLButtonElement>;
}

/**
 * "Perfil de acesso" and "Unidade", as an admin gives them (new user, change of access, invitation):
 * the unit is required for a franqueado, and said so beside the field; others may have none.
 */
export function RoleUnitFields({
  idPrefix,
  role,
  onRoleChange,
  unitId,
  onUnitChange,
  units,
  roleError,
  unitError,
  disabled,
  roleRef,
  unitRef,
}: RoleUnitFieldsProps) {
  const roleId = `${idPrefix}-role`;
  const unitFieldId = `${idPrefix}-unit`;
  const m = usersMessages.users;
  return (
    <>
      <FormField id={roleId} label={m.role} error={roleError}>
        <RoleSelect
          {...fieldAria(roleId, roleError)}
          ref={roleRef}
          value={role}
          onValueChange={onRoleChange}
          disabled={disabled}
        />
      </FormField>
      <FormField
        id={unitFieldId}
        label={unitsMessages.unitFields.unit}
        error={unitError}
        hint={role === 'franqueado' ? m.unitRequiredHint : m.unitOptionalHint}
      >
        <UnitSelect
          {...fieldAria(unitFieldId, unitError, true)}
          ref={unitRef}
          units={role === 'franqueado' ? units.filter((unit) => !unit.isFranchisor) : units}
          allowNone={role !== 'franqueado'}
          value={unitId}
          onValueChange={onUnitChange}
          disabled={disabled}
        />
      </FormField>
    </>
  );
}

/** The values a form needs for FormRoleUnitFields. */
export interface RoleUnitValues {
  role: Role | '';
  unitId: string;
}

/** RoleUnitFields bound to a react-hook-form form with `role` and `unitId` fields, errors included. */
export function FormRoleUnitFields<T extends RoleUnitValues, TOutput>({
  control,
  ...props
}: Pick<RoleUnitFieldsProps, 'idPrefix' | 'units' | 'disabled'> & { control: Control<T, unknown, TOutput> }) {
  const role = useController({ control, name: 'role' as FieldPath<T> });
  const unit = useController({ control, name: 'unitId' as FieldPath<T> });
  return (
    <RoleUnitFields
      {...props}
      role={role.field.value as Role | ''}
      onRoleChange={role.field.onChange}
      roleRef={role.field.ref}
      roleError={role.fieldState.error?.message}
      unitId={unit.field.value as string}
      onUnitChange={unit.field.onChange}
      unitRef={unit.field.ref}
      unitError={unit.fieldState.error?.message}
    />
  );
}

/**
 * RoleUnitFields' values and their changes held in the component's own state, from `initial`: for a
 * form without react-hook-form (a change of access). Spread into RoleUnitFields; read on submit.
 */
export function useRoleUnitState(initial: { role: Role; unitId: string }) {
  const [role, setRole] = useState(initial.role);
  const [unitId, setUnitId] = useState(initial.unitId);
  return { role, onRoleChange: setRole, unitId, onUnitChange: setUnitId };
}
