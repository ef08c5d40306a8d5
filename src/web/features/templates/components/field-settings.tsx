import { templatesMessages } from '@shared/messages/templates';
import { TEMPLATE_LIMITS, TEMPLATE_UNIT_FIELDS, type TemplateField } from '@shared/schemas/template';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { fieldName } from '../lib/field-name';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { AlignSetting, TypeSettings } from './type-settings';

const m = templatesMessages.templates;

const UNIT_FIELD_NAMES = Object.fromEntries(
  TEMPLATE_UNIT_FIELDS.map((f) => [f, fieldName({ kind: 'unit', unitField: f })]),
) as Record<(typeof TEMPLATE_UNIT_FIELDS)[number], string>;

type Change = (patch: Partial<TemplateField>) => void;

/**
 * The selected field's settings: its name, what it shows (a unit datum, or a default text the
 * franqueado may change, with its limits), how many lines, the type, and 'Remover campo'.
 */
export function FieldSettings({
  field,
  onChange,
  onRemove,
}: {
  field: TemplateField;
  onChange: Change;
  onRemove: () => void;
}) {
  const titleId = useId();
  const labelId = useId();
  const defaultId = useId();
  const editableId = useId();
  const maxLength = field.maxLength ?? TEMPLATE_LIMITS.maxLength;
  const empty = (text: string) => (text === '' ? undefined : text);

  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-lg border p-3 sm:p-4">
      <h3 id={titleId} className="min-w-0 break-words font-medium text-sm">
        {m.editor.fieldSettings}: {fieldName(field)}
      </h3>
      {field.kind === 'logo' ? null : (
        <div className="grid gap-2">
          <Label htmlFor={labelId}>{m.editor.label}</Label>
          <Input
            id={labelId}
            value={field.label ?? ''}
            placeholder={fieldName({ ...field, label: undefined })}
            maxLength={TEMPLATE_LIMITS.labelMaxLength}
            aria-describedby={field.kind === 'text' ? `${labelId}-hint` : undefined}
            onChange={(event) => onChange({ label: empty(event.target.value) })}
          />
          {field.kind === 'text' ? (
            <p id={`${labelId}-hint`} className="text-muted-foreground text-xs">
              {m.editor.labelHint}
            </p>
          ) : null}
        </div>
      )}
      {field.kind === 'unit' ? (
        <SelectField
          label={m.editor.unitField}
          value={field.unitField ?? 'name'}
          values={TEMPLATE_UNIT_FIELDS}
          labels={UNIT_FIELD_NAMES}
          onChange={(unitField) => onChange({ unitField })}
        />
      ) : null}
      {field.kind === 'text' ? (
        <>
          <div className="grid gap-2">
            <Label htmlFor={defaultId}>{m.editor.defaultText}</Label>
            <Input
              id={defaultId}
              value={field.default ?? ''}
              maxLength={maxLength}
              onChange={(event) => onChange({ default: empty(event.target.value) })}
            />
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id={editableId}
              checked={field.editable ?? false}
              onCheckedChange={(on) => onChange({ editable: on === true })}
            />
            <Label htmlFor={editableId} className="font-normal">
              {m.editor.editable}
            </Label>
          </div>
        </>
      ) : null}
      {field.kind === 'logo' ? (
        <AlignSetting field={field} onChange={onChange} />
      ) : (
        <>
          <div className="grid grid-cols-2 items-end gap-3">
            {field.kind === 'text' ? (
              <NumberField
                label={m.editor.maxLength}
                value={maxLength}
                min={Math.max(1, field.default?.length ?? 0)}
                max={TEMPLATE_LIMITS.maxLength}
                onChange={(next) => onChange({ maxLength: next })}
              />
            ) : null}
            <NumberField
              label={m.editor.maxLines}
              value={field.maxLines ?? 1}
              min={1}
              max={TEMPLATE_LIMITS.maxLines}
              onChange={(next) => onChange({ maxLines: next })}
            />
          </div>
          <AlignSetting field={field} onChange={onChange} />
          <TypeSettings field={field} onChange={onChange} />
        </>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={onRemove}
      >
        <Trash2Icon aria-hidden />
        {m.editor.remove}
      </Button>
    </section>
  );
}
