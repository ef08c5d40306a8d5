import { authMessages } from '@shared/messages/auth';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The e-mail field of the sign-in, sign-up and forgotten-password forms. */
export function EmailField({
  id,
  error,
  disabled,
  registration,
}: {
  id: string;
  error: string | undefined;
  disabled: boolean;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={authMessages.auth.email} error={error}>
      <Input
        {...fieldAria(id, error)}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={authMessages.auth.emailPlaceholder}
        disabled={disabled}
        {...registration}
      />
    </FormField>
  );
}
