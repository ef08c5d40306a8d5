import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useEffect, useId, useState } from 'react';

/**
 * A whole number between `min` and `max`: what is typed counts once it is such a number, and
 * leaving the field puts back the last one that counted.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          if (event.target.value !== '' && Number.isInteger(next) && next >= min && next <= max)
            onChange(next);
        }}
        onBlur={() => setText(String(value))}
      />
    </div>
  );
}
