import { publicationMessages } from '@shared/messages/publication';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';
import type { PublicationIssues, PublicationValues } from '../lib/publication';

const m = publicationMessages.publication;

export interface PublicationFieldsProps {
  /** The ids of the controls ('upload-valid-from') and of their messages. */
  idPrefix: string;
  value: PublicationValues;
  onChange: (patch: Partial<PublicationValues>) => void;
  errors?: PublicationIssues | { validFrom?: string | undefined; validUntil?: string | undefined };
  disabled?: boolean;
  /** Added to each control's accessible name: which file of an upload it is about. */
  nameSuffix?: string;
  /** The smaller type of an upload's per-file row. */
  dense?: boolean;
}

/**
 * Issue 16: "Válido de" / "Válido até" (native date inputs: a keyboard and a screen reader know
 * them, and they only give real days) and "Contém paciente identificável", with why each matters.
 * Controlled; the rules and their messages are the shared schema's (errors come from it).
 */
export function PublicationFields({
  idPrefix,
  value,
  onChange,
  errors = {},
  disabled,
  nameSuffix,
  dense,
}: PublicationFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const named = (label: string) => (nameSuffix ? { 'aria-label': `${label} — ${nameSuffix}` } : {});
  const labelClass = dense ? 'text-xs' : undefined;
  return (
    <fieldset className="grid grid-cols-1 gap-3" disabled={disabled}>
      <legend className={cn('mb-1 font-medium', dense ? 'text-xs' : 'text-sm')}>{m.validityLegend}</legend>
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
        <FormField
          id={id('valid-from')}
          label={<span className={labelClass}>{m.validFromLabel}</span>}
          error={errors.validFrom}
        >
          <Input
            {...fieldAria(id('valid-from'), errors.validFrom)}
            {...named(m.validFromLabel)}
            type="date"
            value={value.validFrom}
            max={value.validUntil || undefined}
            onChange={(event) => onChange({ validFrom: event.target.value })}
          />
        </FormField>
        <FormField
          id={id('valid-until')}
          label={<span className={labelClass}>{m.validUntilLabel}</span>}
          error={errors.validUntil}
        >
          <Input
            {...fieldAria(id('valid-until'), errors.validUntil)}
            {...named(m.validUntilLabel)}
            type="date"
            value={value.validUntil}
            min={value.validFrom || undefined}
            onChange={(event) => onChange({ validUntil: event.target.value })}
          />
        </FormField>
      </div>
      <p className="-mt-1 text-muted-foreground text-xs">{m.validityHelp}</p>
      <div className="flex items-start gap-2.5">
        <Checkbox
          id={id('contains-patient')}
          checked={value.containsPatient}
          onCheckedChange={(checked) => onChange({ containsPatient: checked === true })}
          aria-describedby={id('contains-patient-help')}
          {...named(m.containsPatientLabel)}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor={id('contains-patient')} className={cn('leading-snug', labelClass)}>
            {m.containsPatientLabel}
          </Label>
          <p id={id('contains-patient-help')} className="text-muted-foreground text-xs">
            {m.containsPatientHelp}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
