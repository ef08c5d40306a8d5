import { UFS } from '@shared/constants';
import { unitsMessages } from '@shared/messages/units';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type * as React from 'react';

const NONE = '__none__';

export interface UfSelectProps extends Omit<React.ComponentProps<typeof SelectTrigger>, 'onChange'> {
  value: string;
  onValueChange: (uf: string) => void;
  /** Offer "—" to leave it empty (the RT's UF is optional until the CRO data is completed). */
  allowNone?: boolean;
  disabled?: boolean;
}

/** One of the 27 UFs; typing a letter on the open list jumps to it. */
export function UfSelect({
  value,
  onValueChange,
  allowNone = false,
  disabled,
  ...triggerProps
}: UfSelectProps) {
  return (
    <Select
      value={value === '' && allowNone ? NONE : value}
      onValueChange={(next) => onValueChange(next === NONE ? '' : next)}
      disabled={disabled}
    >
      <SelectTrigger className="w-full" {...triggerProps}>
        <SelectValue placeholder={unitsMessages.unitFields.ufPlaceholder} />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {allowNone ? <SelectItem value={NONE}>—</SelectItem> : null}
        {UFS.map((uf) => (
          <SelectItem key={uf} value={uf}>
            {uf}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
