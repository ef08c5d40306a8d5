import { ROLES, type Role } from '@shared/constants';
import { commonMessages } from '@shared/messages/common';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
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
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {commonMessages.roles[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
