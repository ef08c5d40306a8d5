import { templatesMessages } from '@shared/messages/templates';
import type { TemplateField } from '@shared/schemas/template';
import { TEMPLATE_COLORS, TEMPLATE_FONTS } from '@shared/templates/fonts';
import { DEFAULT_COLOR, DEFAULT_FONT } from '@shared/templates/layout';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';
import { AlignCenterIcon, AlignLeftIcon, AlignRightIcon, CheckIcon } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { SelectField } from './select-field';

const m = templatesMessages.templates;
const ALIGNS = [
  ['left', AlignLeftIcon],
  ['center', AlignCenterIcon],
  ['right', AlignRightIcon],
] as const;

type Change = (patch: Partial<TemplateField>) => void;

const chip =
  'flex items-center justify-center outline-none transition-[box-shadow,background-color] focus-visible:ring-[3px] focus-visible:ring-ring/60';

/** One chip to choose in a row of them (a radio group: the arrows move), named by the label above it. */
function ChipGroup<Value extends string>({
  label,
  value,
  onChange,
  className,
  children,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  className: string;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <span id={labelId} className="font-medium text-sm leading-none">
        {label}
      </span>
      <RadioGroupPrimitive.Root
        aria-labelledby={labelId}
        orientation="horizontal"
        value={value}
        onValueChange={(next) => onChange(next as Value)}
        className={className}
      >
        {children}
      </RadioGroupPrimitive.Root>
    </div>
  );
}

/** Where a field's text or logo sits in its box: left, centre or right. */
export function AlignSetting({ field, onChange }: { field: TemplateField; onChange: Change }) {
  return (
    <ChipGroup
      label={m.editor.align}
      value={field.align ?? (field.kind === 'logo' ? 'center' : 'left')}
      onChange={(align: NonNullable<TemplateField['align']>) => onChange({ align })}
      className="flex w-fit rounded-md border p-0.5"
    >
      {ALIGNS.map(([align, Icon]) => (
        <RadioGroupPrimitive.Item
          key={align}
          value={align}
          aria-label={m.editor.aligns[align]}
          className={cn(
            chip,
            'h-8 w-10 rounded-sm data-[state=checked]:bg-primary/15 data-[state=checked]:text-primary',
          )}
        >
          <Icon aria-hidden className="size-4" />
        </RadioGroupPrimitive.Item>
      ))}
    </ChipGroup>
  );
}

/** The font, the colour (the brand's swatches, each named) and shrink-to-fit of a text or unit field. */
export function TypeSettings({ field, onChange }: { field: TemplateField; onChange: Change }) {
  const shrinkId = useId();
  return (
    <>
      <SelectField
        label={m.editor.font}
        value={field.font ?? DEFAULT_FONT}
        values={TEMPLATE_FONTS}
        labels={m.fonts}
        onChange={(font) => onChange({ font })}
      />
      <ChipGroup
        label={m.editor.color}
        value={field.color ?? DEFAULT_COLOR}
        onChange={(color: (typeof TEMPLATE_COLORS)[number]) => onChange({ color })}
        className="flex flex-wrap gap-2"
      >
        {TEMPLATE_COLORS.map((swatch) => (
          <RadioGroupPrimitive.Item
            key={swatch}
            value={swatch}
            aria-label={m.colors[swatch]}
            title={m.colors[swatch]}
            className={cn(
              chip,
              'size-8 rounded-full border border-black/20 shadow-xs data-[state=checked]:ring-2 data-[state=checked]:ring-foreground data-[state=checked]:ring-offset-2',
            )}
            style={{ backgroundColor: swatch }}
          >
            <RadioGroupPrimitive.Indicator>
              <CheckIcon
                aria-hidden
                className={cn('size-4', swatch === '#ffffff' ? 'text-gray-900' : 'text-white')}
              />
            </RadioGroupPrimitive.Indicator>
          </RadioGroupPrimitive.Item>
        ))}
      </ChipGroup>
      <div className="flex items-center gap-2">
        <Checkbox
          id={shrinkId}
          checked={field.shrink ?? true}
          onCheckedChange={(on) => onChange({ shrink: on === true })}
        />
        <Label htmlFor={shrinkId} className="font-normal">
          {m.editor.shrink}
        </Label>
      </div>
    </>
  );
}
