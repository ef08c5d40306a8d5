import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@shared/messages/auth';
import {
  NewPasswordFields,
  type NewPasswordFormInput,
  NewPasswordFormSchema,
  newPasswordFieldProps,
} from '@web/components/new-password-fields';
import { setServerFieldErrors } from '@web/lib/form-errors';
import { describeError } from '@web/lib/notify';
import { useForm, useWatch } from 'react-hook-form';
import { useConfirmPasswordReset } from '../api/password-reset';
import { AuthForm } from './auth-form';

/** New password twice, with the strength meter; `onDone` runs once the server accepted it. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const confirmMutation = useConfirmPasswordReset();
  const form = useForm<NewPasswordFormInput>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  // The server's field errors land beside their fields ('token' has none: the alert tells).
  const showFieldErrors = (error: unknown) =>
    setServerFieldErrors(error, form.setError, { password: 'password' });
  const password = useWatch({ control: form.control, name: 'password' });
  const pending = confirmMutation.isPending;
  const errorText = confirmMutation.isError
    ? describeError(confirmMutation.error, authMessages.auth.resetFailed)
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
      <NewPasswordFields
        idPrefix="reset"
        label={authMessages.auth.newPassword}
        placeholder={authMessages.auth.newPasswordPlaceholder}
        password={password}
        {...newPasswordFieldProps(form)}
        disabled={pending}
      />
    </AuthForm>
  );
}
