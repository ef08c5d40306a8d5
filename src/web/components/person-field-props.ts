import type { FieldErrors, FieldPath, UseFormReturn } from 'react-hook-form';

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
