import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@shared/messages/auth';
import { commonMessages } from '@shared/messages/common';
import { PasswordResetConfirmInputSchema } from '@shared/schemas/user';
import { z } from '@shared/schemas/z';
import { PasswordStrengthMeter } from '@web/components/password-strength-meter';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { setServerFieldErrors } from '@web/lib/form-errors';
import { describeServerError } from '@web/lib/notify';
import { useForm, useWatch } from 'react-hook-form';
import { useConfirmPasswordReset } from '../api/password-reset';
import { AuthForm } from './auth-form';

const ResetPasswordFormSchema = PasswordResetConfirmInputSchema.pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: commonMessages.validation.passwordsDoNotMatch,
  });
type ResetPasswordFormInput = z.input<typeof ResetPasswordFormSchema>;

/** New password twice, with the strength meter; `onDone` runs once the server accepted it. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const confirmMutation = useConfirmPasswordReset();
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  // The server's field errors land beside their fields ('token' has none: the alert tells).
  const showFieldErrors = (error: unknown) =>
    setServerFieldErrors(error, form.setError, { password: 'password' });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const pending = confirmMutation.isPending;
  const errorText = confirmMutation.isError
    ? describeServerError(confirmMutation.error, authMessages.auth.resetFailed)
    : null;

  const onSubmit = form.handleSubmit(({ password: newPassword }) =>
    confirmMutation.mutate({ token, password: newPassword }, { onSuccess: onDone, onError: showFieldErrors }),
  );

  return (
    <AuthForm
      onSubmit={onSubmit}
      error={errorText}
      pending={pending}
      submitLabel={authMessages.auth.resetSubmit}
      pendingLabel={authMessages.auth.resetSaving}
    >
      <FormField
        id="reset-password"
        label={authMessages.auth.newPassword}
        error={errors.password?.message}
        hint={password ? undefined : authMessages.auth.passwordHint}
      >
        <PasswordInput
          {...fieldAria('reset-password', errors.password?.message, true)}
          autoComplete="new-password"
          placeholder={authMessages.auth.newPasswordPlaceholder}
          disabled={pending}
          {...form.register('password')}
        />
        <PasswordStrengthMeter id="reset-password-hint" password={password} />
      </FormField>
      <FormField
        id="reset-confirm"
        label={authMessages.auth.confirmPassword}
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          {...fieldAria('reset-confirm', errors.confirmPassword?.message)}
          autoComplete="new-password"
          placeholder={authMessages.auth.confirmPasswordPlaceholder}
          disabled={pending}
          {...form.register('confirmPassword')}
        />
      </FormField>
    </AuthForm>
  );
}
