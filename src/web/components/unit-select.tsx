import { matchesUnitSearch } from '@shared/domain/unit-match';
import { unitsMessages } from '@shared/messages/units';
import type { UnitOption } from '@shared/schemas/unit';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@web/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { cn } from '@web/lib/utils';
import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';

const m = unitsMessages.unitFields;

export interface UnitSelectProps extends Omit<React.ComponentProps<'button'>, 'onChange' | 'value'> {
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
 * A unit picker (sign-up, users admin): a button that opens a searchable list of the active units
 * (shadcn/ui's combobox: Radix Popover + cmdk). A network of hundreds of clinics all named
 * "OdontoRede …" cannot be picked by first letters: the search matches every word typed in the
 * name, city or UF, accents ignored. Arrow keys move in the list, Enter picks, Escape closes.
 */
export function UnitSelect({
  units,
  value,
  onValueChange,
  allowNone = false,
  disabled,
  className,
  ...triggerProps
}: UnitSelectProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const listId = useId();
  const chosen = units.find((unit) => unit.id === value);
  const shown = units.filter((unit) => matchesUnitSearch(unit, search));
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) setSearch('');
  };
  const pick = (unitId: string) => {
    onValueChange(unitId);
    change(false);
  };

  return (
    <Popover open={open} onOpenChange={change}>
      <PopoverTrigger asChild disabled={disabled}>
        <button
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-haspopup="listbox"
          className={cn(
            'flex h-auto min-h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-left text-sm shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
            className,
          )}
          {...triggerProps}
        >
          <span
            className={cn(
              'min-w-0 break-words',
              !chosen && !(allowNone && value === '') && 'text-muted-foreground',
            )}
          >
            {chosen ? unitLabel(chosen) : allowNone && value === '' ? m.noUnit : m.chooseUnit}
          </span>
          <ChevronsUpDownIcon aria-hidden className="size-4 shrink-0 opacity-50" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 max-w-[calc(100vw-2rem)]">
        <Command shouldFilter={false} label={m.searchUnit}>
          <CommandInput
            value={search}
            onValueChange={setSearch}
            placeholder={m.searchUnit}
            aria-label={m.searchUnit}
          />
          <CommandList id={listId} aria-label={m.unitList}>
            <CommandEmpty>{units.length === 0 ? m.noUnits : m.noUnitFound}</CommandEmpty>
            {allowNone && !search.trim() ? (
              <CommandItem value="__none__" onSelect={() => pick('')}>
                <CheckIcon aria-hidden className={cn('size-4', value === '' ? 'opacity-100' : 'opacity-0')} />
                {m.noUnit}
              </CommandItem>
            ) : null}
            {shown.map((unit) => (
              <CommandItem key={unit.id} value={unit.id} onSelect={() => pick(unit.id)}>
                <CheckIcon
                  aria-hidden
                  className={cn('size-4', unit.id === value ? 'opacity-100' : 'opacity-0')}
                />
                <span className="min-w-0 break-words">{unitLabel(unit)}</span>
              </CommandItem>
            ))}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
