import { unitsMessages } from '@shared/messages/units';
import { CreateUnitInputSchema } from '@shared/schemas/unit';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { UfSelect } from './uf-select';

const f = unitsMessages.unitFields;

/** What the form edits: every field of the shared input but the status (Desativar/Reativar change it). */
export const UNIT_FORM_FIELDS = CreateUnitInputSchema.keyof().exclude(['active']).options;

/** The form's values: every field as typed ('' for empty), checked by the shared schema on submit. */
export type UnitFormValues = Record<(typeof UNIT_FORM_FIELDS)[number], string>;

type TextField = Exclude<keyof UnitFormValues, 'uf' | 'rtUf'>;

/** The fields of a unit, in two groups (the clinic, its council data), each error beside its field. */
export function UnitFields({
  form,
  idPrefix,
  disabled,
}: {
  form: UseFormReturn<UnitFormValues, unknown, unknown>;
  idPrefix: string;
  disabled: boolean;
}) {
  const { errors } = form.formState;
  const text = (
    name: TextField,
    options: {
      autoComplete?: string;
      inputMode?: 'tel' | 'numeric';
      placeholder?: string;
      className?: string;
    } = {},
  ) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={f[name]} error={error} className={options.className}>
        <Input
          {...fieldAria(id, error)}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.inputMode}
          placeholder={options.placeholder}
          disabled={disabled}
          {...form.register(name)}
        />
      </FormField>
    );
  };
  const uf = (name: 'uf' | 'rtUf', allowNone: boolean) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={f[name]} error={error}>
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <UfSelect
              {...fieldAria(id, error)}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onValueChange={field.onChange}
              allowNone={allowNone}
              disabled={disabled}
            />
          )}
        />
      </FormField>
    );
  };

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-4">
        <legend className="mb-3 font-medium text-sm">{unitsMessages.unitsAdmin.sectionClinic}</legend>
        {text('name')}
        <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
          {text('city')}
          {uf('uf', false)}
        </div>
        {text('address', { autoComplete: 'street-address' })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('phone', { inputMode: 'tel', placeholder: '(19) 3232-1234' })}
          {text('whatsapp', { inputMode: 'tel', placeholder: '(19) 99876-5432' })}
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-3 font-medium text-sm">{unitsMessages.unitsAdmin.sectionCro}</legend>
        {text('croRegistration', { placeholder: 'CRO-SP EPAO 12345' })}
        {text('rtName')}
        <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
          {text('rtCro', { inputMode: 'numeric', placeholder: '98765' })}
          {uf('rtUf', true)}
        </div>
      </fieldset>
    </div>
  );
}
