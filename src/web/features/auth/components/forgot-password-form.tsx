import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@shared/messages/auth';
import { type PasswordResetRequestInput, PasswordResetRequestInputSchema } from '@shared/schemas/user';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { describeError } from '@web/lib/notify';
import { CircleCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';

/**
 * 'Esqueci minha senha': the account's e-mail; the answer is the same whether or not it has an
 * account, so the form says only that a link was sent if there is one.
 */
export function ForgotPasswordForm({ idPrefix = 'forgot' }: { idPrefix?: string }) {
  const requestMutation = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestInput, unknown, PasswordResetRequestInput>({
    resolver: zodResolver(PasswordResetRequestInputSchema),
    defaultValues: { email: '' },
  });
  // The server's field errors land beside their fields, as the form's own.
  const showFieldErrors = (error: unknown) =>
    setServerFieldErrors(error, form.setError, sameFieldNames('email'));
  const { errors } = form.formState;
  const pending = requestMutation.isPending;
  const emailId = `${idPrefix}-email`;

  if (requestMutation.isSuccess) {
    return (
      <Alert>
        <CircleCheckIcon aria-hidden />
        <AlertDescription>{authMessages.auth.forgotSent}</AlertDescription>
      </Alert>
    );
  }

  const errorText = requestMutation.isError
    ? describeError(requestMutation.error, authMessages.auth.forgotFailed)
    : null;
  const onSubmit = form.handleSubmit((values) =>
    requestMutation.mutate(values, { onError: showFieldErrors }),
  );

  return (
    <AuthForm
      onSubmit={onSubmit}
      error={errorText}
      pending={pending}
      submitLabel={authMessages.auth.forgotSubmit}
      pendingLabel={authMessages.auth.forgotSending}
      compact
    >
      <EmailField
        id={emailId}
        error={errors.email?.message}
        disabled={pending}
        registration={form.register('email')}
      />
    </AuthForm>
  );
}
