import { authMessages } from '@shared/messages/auth';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import type { FieldErrors, FieldPath, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

interface PersonFieldsProps {
  /** Prefix of the inputs' ids ("invite" gives invite-name and invite-email). */
  idPrefix: string;
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  errors: { name?: string; email?: string };
  disabled?: boolean;
}

/** A person's full name and e-mail, as an admin types them (new user, invitation). */
export function PersonFields({ idPrefix, name, email, errors, disabled }: PersonFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={authMessages.auth.fullName} error={errors.name}>
        <Input
          {...fieldAria(`${idPrefix}-name`, errors.name)}
          autoComplete="off"
          disabled={disabled}
          {...name}
        />
      </FormField>
      <FormField id={`${idPrefix}-email`} label={authMessages.auth.email} error={errors.email}>
        <Input
          {...fieldAria(`${idPrefix}-email`, errors.email)}
          type="email"
          autoComplete="off"
          disabled={disabled}
          {...email}
        />
      </FormField>
    </>
  );
}

/** The values a form needs for `personFieldProps`. */
export interface PersonValues {
  name: string;
  email: string;
}

/**
 * PersonFields' `name`, `email` and `errors`, bound to a react-hook-form form with those two fields.
 * Spread where the element is made, so that the fields register (and take the focus on an error) in
 * the order they are shown.
 */
export function personFieldProps<T extends PersonValues, TOutput>(form: UseFormReturn<T, unknown, TOutput>) {
  const errors = form.formState.errors as FieldErrors<PersonValues>;
  return {
    name: form.register('name' as FieldPath<T>),
    email: form.register('email' as FieldPath<T>),
    errors: { name: errors.name?.message, email: errors.email?.message },
  };
}
