import { SelectOptions } from '@web/components/select-options';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { cn } from '@web/lib/utils';
import { useId } from 'react';

/** A labelled choice among a fixed list (a format, a font, a unit datum), each named by the catalogue. */
export function SelectField<Value extends string>({
  label,
  value,
  values,
  labels,
  onChange,
  className,
}: {
  label: string;
  value: Value;
  values: readonly Value[];
  labels: Readonly<Record<Value, string>>;
  onChange: (value: Value) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as Value)}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectOptions values={values} labels={labels} />
        </SelectContent>
      </Select>
    </div>
  );
}
