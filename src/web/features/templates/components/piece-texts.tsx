import { format } from '@shared/messages/format';
import { templatesMessages } from '@shared/messages/templates';
import { TEMPLATE_LIMITS, type TemplateField } from '@shared/schemas/template';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';
import { useId } from 'react';

const m = templatesMessages.templates.panel;

/** The most characters a field takes, as the server counts them. */
export const fieldMaxLength = (field: Pick<TemplateField, 'maxLength'>) =>
  field.maxLength ?? TEMPLATE_LIMITS.maxLength;

/**
 * The fields a franqueado may change: each with its name, its default as the placeholder (a blank
 * field prints it) and a live `n/max` counter the input is described by.
 */
export function PieceTexts({
  fields,
  values,
  onChange,
}: {
  fields: readonly TemplateField[];
  values: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
}) {
  const baseId = useId();
  const editable = fields.filter((field) => field.kind === 'text' && field.editable);
  if (editable.length === 0) return null;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 font-medium text-sm">{m.texts}</legend>
      {editable.map((field) => {
        const id = `${baseId}-${field.key}`;
        const value = values[field.key] ?? '';
        const max = fieldMaxLength(field);
        return (
          <div key={field.key} className="grid gap-1.5">
            <Label htmlFor={id} className="font-normal text-muted-foreground">
              {field.label?.trim() || m.textFallback}
            </Label>
            <Input
              id={id}
              value={value}
              maxLength={max}
              placeholder={field.default}
              aria-describedby={`${id}-count`}
              onChange={(event) => onChange(field.key, event.target.value)}
            />
            <p
              id={`${id}-count`}
              className={cn(
                'justify-self-end text-muted-foreground text-xs tabular-nums',
                value.length >= max && 'font-medium text-foreground',
              )}
            >
              <span aria-hidden>
                {value.length}/{max}
              </span>
              <span className="sr-only">{format(m.counter, { n: value.length, max })}</span>
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
