import { messages } from '@shared/messages/pt-BR';
import type { UnitOption } from '@shared/schemas/unit';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type * as React from 'react';

/** The value meaning "no unit" (Radix Select items cannot have an empty value). */
const NONE = '__none__';

export interface UnitSelectProps extends Omit<React.ComponentProps<typeof SelectTrigger>, 'onChange'> {
  units: readonly UnitOption[];
  /** The unit's id, '' for none chosen yet. */
  value: string;
  onValueChange: (unitId: string) => void;
  /** Offer "Sem unidade" (admin and user may have none). */
  allowNone?: boolean;
  disabled?: boolean;
}

/** "Name — City/UF" of a unit, as pickers and the profile show it. */
export function unitPlace(unit: Pick<UnitOption, 'city' | 'uf'>): string {
  return [unit.city, unit.uf].filter(Boolean).join('/');
}

/** "OdontoRede Campinas Centro — Campinas/SP": how a unit is named in pickers and on the profile. */
export function unitLabel(unit: Pick<UnitOption, 'name' | 'city' | 'uf'>): string {
  const place = unitPlace(unit);
  return place ? `${unit.name} — ${place}` : unit.name;
}

/**
 * A unit picker (sign-up, users admin): the active units by name with their city and UF. Typing a
 * letter on the open list jumps to the units starting with it.
 */
export function UnitSelect({
  units,
  value,
  onValueChange,
  allowNone = false,
  disabled,
  ...triggerProps
}: UnitSelectProps) {
  return (
    <Select
      value={value === '' ? (allowNone ? NONE : '') : value}
      onValueChange={(next) => onValueChange(next === NONE ? '' : next)}
      disabled={disabled}
    >
      <SelectTrigger className="w-full" {...triggerProps}>
        <SelectValue placeholder={messages.unitFields.chooseUnit} />
      </SelectTrigger>
      <SelectContent className="max-h-80 max-w-[calc(100vw-2rem)]">
        {allowNone ? <SelectItem value={NONE}>{messages.unitFields.noUnit}</SelectItem> : null}
        {units.length === 0 && !allowNone ? (
          <p className="px-2 py-1.5 text-muted-foreground text-sm">{messages.unitFields.noUnits}</p>
        ) : null}
        {units.map((unit) => (
          <SelectItem key={unit.id} value={unit.id} textValue={unit.name} className="whitespace-normal">
            {unitLabel(unit)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
