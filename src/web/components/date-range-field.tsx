import { type DateRange, isValidDateRange } from '@shared/domain/date-range';
import { commonMessages } from '@shared/messages/common';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';
import type * as React from 'react';
import { useId } from 'react';

const m = commonMessages.dateRange;

type DayInputProps = Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string | undefined;
  onDay: (day: string) => void;
};

/** One labelled native date input ('' when the day is cleared). */
function DayInput({ id, label, value, onDay, ...props }: DayInputProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(event) => onDay(event.target.value)}
        {...props}
      />
    </div>
  );
}

export interface DateRangeFieldProps {
  /** What the period is for ('Período', 'Validade da campanha'). */
  legend: string;
  legendClassName?: string;
  /** Days as ISO `yyyy-mm-dd`; an empty end is left out. */
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** The earliest and latest day either end may take (ISO `yyyy-mm-dd`). */
  min?: string;
  max?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A period as two native date inputs, 'De' and 'Até' (the phone's own picker, typed with the
 * keyboard on a computer). 'Até' cannot be picked before 'De'; a typed one says so under the inputs.
 */
export function DateRangeField({
  legend,
  legendClassName,
  value,
  onChange,
  min,
  max,
  disabled,
  className,
}: DateRangeFieldProps) {
  const id = useId();
  const fromId = `${id}-from`;
  const toId = `${id}-to`;
  const errorId = `${id}-error`;
  const invalid = !isValidDateRange(value);
  const set = (end: keyof DateRange, day: string) => onChange({ ...value, [end]: day || undefined });

  return (
    <fieldset className={cn('grid min-w-0 gap-2', className)} disabled={disabled}>
      <legend className={cn('mb-2 font-medium text-sm', legendClassName)}>{legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <DayInput
          id={fromId}
          label={m.from}
          value={value.from}
          min={min}
          max={max}
          onDay={(day) => set('from', day)}
        />
        <DayInput
          id={toId}
          label={m.to}
          value={value.to}
          min={value.from || min}
          max={max}
          onDay={(day) => set('to', day)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
        />
      </div>
      {invalid ? (
        <p id={errorId} className="text-destructive text-sm">
          {m.toBeforeFrom}
        </p>
      ) : null}
    </fieldset>
  );
}
