import { authMessages } from '@shared/messages/auth';
import type { LoginInput } from '@shared/schemas/user';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { describeError } from '@web/lib/notify';
import { useForm } from 'react-hook-form';
import { useLogin } from '../api/login';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { ForgotPasswordLink } from './forgot-password-link';

export interface LoginFormProps {
  /** A message to show before any attempt, e.g. the session-expiry notice. */
  notice?: string | null;
  /** Prefix for the field ids, so two forms can live on one page. */
  idPrefix?: string;
}

// The sign-in page shows before any schema code: it loads when the form is first focused.
const loginResolver = lazyResolver<LoginInput>(() =>
  import('@shared/schemas/user').then((m) => m.LoginInputSchema),
);

/** E-mail and password; 'Entrar' becomes 'Entrando...' and everything is disabled while it runs. */
export function LoginForm({ notice, idPrefix = 'login' }: LoginFormProps) {
  const loginMutation = useLogin();
  const form = useForm<LoginInput, unknown, LoginInput>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  // The server's field errors land beside their fields, as the form's own.
  const showFieldErrors = (error: unknown) =>
    setServerFieldErrors(error, form.setError, sameFieldNames('email', 'password'));
  const { errors } = form.formState;
  const pending = loginMutation.isPending;
  const errorText = loginMutation.isError
    ? describeError(loginMutation.error, authMessages.auth.loginFailed)
    : notice;
  const emailId = `${idPrefix}-email`;
  const passwordId = `${idPrefix}-password`;

  const onSubmit = form.handleSubmit((values) => loginMutation.mutate(values, { onError: showFieldErrors }));

  return (
    <div className="grid gap-4">
      <AuthForm
        onSubmit={onSubmit}
        onFocus={loginResolver.prepare}
        error={errorText}
        pending={pending}
        submitLabel={authMessages.auth.signIn}
        pendingLabel={authMessages.auth.signingIn}
      >
        <EmailField
          id={emailId}
          error={errors.email?.message}
          disabled={pending}
          registration={form.register('email')}
        />
        <FormField id={passwordId} label={authMessages.auth.password} error={errors.password?.message}>
          <PasswordInput
            {...fieldAria(passwordId, errors.password?.message)}
            autoComplete="current-password"
            placeholder={authMessages.auth.passwordPlaceholder}
            disabled={pending}
            {...form.register('password')}
          />
        </FormField>
      </AuthForm>
      {/* Outside the form: the dialog's own form would bubble its submit to this one through React. */}
      <ForgotPasswordLink idPrefix={idPrefix} />
    </div>
  );
}
