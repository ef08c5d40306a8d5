import { authMessages } from '@shared/messages/auth';
import { PasswordStrengthMeter } from '@web/components/password-strength-meter';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import type { UseFormRegisterReturn } from 'react-hook-form';

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

/** A new password and its confirmation, with the strength meter in place of the hint once typing starts. */
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
  const passwordId = `${idPrefix}-password`;
  const confirmId = `${idPrefix}-confirm`;
  return (
    <>
      <FormField
        id={passwordId}
        label={label}
        error={passwordError}
        hint={password ? undefined : authMessages.auth.passwordHint}
      >
        <PasswordInput
          {...fieldAria(passwordId, passwordError, true)}
          autoComplete="new-password"
          placeholder={placeholder}
          disabled={disabled}
          {...passwordField}
        />
        <PasswordStrengthMeter id={`${passwordId}-hint`} password={password} userInputs={userInputs} />
      </FormField>
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
