import { ROLES, type Role } from '@shared/constants';
import { commonMessages } from '@shared/messages/common';
import { SelectOptions } from '@web/components/select-options';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type * as React from 'react';

export interface RoleSelectProps extends Omit<React.ComponentProps<typeof SelectTrigger>, 'onChange'> {
  value: Role | '';
  onValueChange: (role: Role) => void;
  disabled?: boolean;
}

/** All three roles: only an admin sees this (create user, edit role, invite). */
export function RoleSelect({ value, onValueChange, disabled, ...triggerProps }: RoleSelectProps) {
  return (
    <Select value={value} onValueChange={(next) => onValueChange(next as Role)} disabled={disabled}>
      <SelectTrigger className="w-full" {...triggerProps}>
        <SelectValue placeholder={commonMessages.ui.selectPlaceholder} />
      </SelectTrigger>
      <SelectContent>
        <SelectOptions values={ROLES} labels={commonMessages.roles} />
      </SelectContent>
    </Select>
  );
}
