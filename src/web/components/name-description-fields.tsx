import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Field = 'name' | 'description';

export interface NameDescriptionFieldsProps {
  /** The fields' ids: `${idPrefix}-name`, `${idPrefix}-description`. */
  idPrefix: string;
  texts: {
    nameLabel: string;
    namePlaceholder: string;
    descriptionLabel: string;
    descriptionPlaceholder: string;
  };
  /** The form (react-hook-form's) that holds both fields. */
  form: {
    register: (field: Field) => UseFormRegisterReturn;
    formState: { errors: Partial<Record<Field, { message?: string | undefined }>> };
  };
  /** The inputs' limits, a little past the rule's so the message shows instead of the text being cut. */
  maxLength: Record<Field, number>;
  descriptionRows: number;
  disabled: boolean;
  /** Fields between the name and the description (a campaign's dates). */
  children?: ReactNode;
}

/** The name (focused on opening) and the description of what a form creates: an album, a campaign. */
export function NameDescriptionFields({
  idPrefix,
  texts,
  form,
  maxLength,
  descriptionRows,
  disabled,
  children,
}: NameDescriptionFieldsProps) {
  const nameId = `${idPrefix}-name`;
  const descriptionId = `${idPrefix}-description`;
  const { errors } = form.formState;
  const nameError = errors.name?.message;
  const descriptionError = errors.description?.message;
  return (
    <>
      <FormField id={nameId} label={texts.nameLabel} error={nameError}>
        <Input
          {...fieldAria(nameId, nameError)}
          {...form.register('name')}
          placeholder={texts.namePlaceholder}
          maxLength={maxLength.name}
          autoComplete="off"
          disabled={disabled}
          autoFocus
        />
      </FormField>
      {children}
      <FormField id={descriptionId} label={texts.descriptionLabel} error={descriptionError}>
        <Textarea
          {...fieldAria(descriptionId, descriptionError)}
          {...form.register('description')}
          placeholder={texts.descriptionPlaceholder}
          maxLength={maxLength.description}
          rows={descriptionRows}
          disabled={disabled}
        />
      </FormField>
    </>
  );
}
