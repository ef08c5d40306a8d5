import { authMessages } from '@shared/messages/auth';
import { commonMessages } from '@shared/messages/common';
import { PasswordSchema } from '@shared/schemas/user';
import { z } from '@shared/schemas/z';
import { PasswordStrengthMeter } from '@web/components/password-strength-meter';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import type { FieldErrors, FieldPath, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/** A form of just NewPasswordFields: the contract's password rule, and the confirmation the same. */
export const NewPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: commonMessages.validation.passwordsDoNotMatch,
  });
export type NewPasswordFormInput = z.input<typeof NewPasswordFormSchema>;

/**
 * NewPasswordFields' `passwordField`, `confirmField` and their errors, bound to a react-hook-form form
 * with `password` and `confirmPassword` (NewPasswordFormInput and forms that extend it). Spread where
 * the element is made, so that the fields register in the order they are shown.
 */
export function newPasswordFieldProps<T extends NewPasswordFormInput, TOutput>(
  form: UseFormReturn<T, unknown, TOutput>,
) {
  const errors = form.formState.errors as FieldErrors<NewPasswordFormInput>;
  return {
    passwordField: form.register('password' as FieldPath<T>),
    confirmField: form.register('confirmPassword' as FieldPath<T>),
    passwordError: errors.password?.message,
    confirmError: errors.confirmPassword?.message,
  };
}

export interface NewPasswordFieldsProps {
  /** The fields' ids are `${idPrefix}-password` and `${idPrefix}-confirm`. */
  idPrefix: string;
  label: string;
  placeholder?: string;
  /** The password typed so far, for the strength meter. */
  password: string;
  /** Name and e-mail of the account: a password built from them is weak. */
  userInputs?: readonly string[];
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
  disabled?: boolean;
}

export interface NewPasswordFieldProps {
  id: string;
  label: string;
  placeholder?: string | undefined;
  /** The password typed so far, for the strength meter. */
  password: string;
  /** Name and e-mail of the account: a password built from them is weak. */
  userInputs?: readonly string[] | undefined;
  field: UseFormRegisterReturn;
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/** A new password, with the strength meter (`${id}-hint`) in place of the hint once typing starts. */
export function NewPasswordField({
  id,
  label,
  placeholder,
  password,
  userInputs,
  field,
  error,
  disabled,
}: NewPasswordFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={password ? undefined : authMessages.auth.passwordHint}
    >
      <PasswordInput
        {...fieldAria(id, error, true)}
        autoComplete="new-password"
        placeholder={placeholder}
        disabled={disabled}
        {...field}
      />
      <PasswordStrengthMeter id={`${id}-hint`} password={password} userInputs={userInputs} />
    </FormField>
  );
}

/** A new password and its confirmation (NewPasswordField, then the same password again). */
export function NewPasswordFields({
  idPrefix,
  label,
  placeholder,
  password,
  userInputs,
  passwordField,
  confirmField,
  passwordError,
  confirmError,
  disabled,
}: NewPasswordFieldsProps) {
  const confirmId = `${idPrefix}-confirm`;
  return (
    <>
      <NewPasswordField
        id={`${idPrefix}-password`}
        label={label}
        placeholder={placeholder}
        password={password}
        userInputs={userInputs}
        field={passwordField}
        error={passwordError}
        disabled={disabled}
      />
      <FormField id={confirmId} label={authMessages.auth.confirmPassword} error={confirmError}>
        <PasswordInput
          {...fieldAria(confirmId, confirmError)}
          autoComplete="new-password"
          placeholder={authMessages.auth.confirmPasswordPlaceholder}
          disabled={disabled}
          {...confirmField}
        />
      </FormField>
    </>
  );
}
