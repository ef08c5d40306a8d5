import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@shared/messages/pt-BR';
import { RegisterInputSchema } from '@shared/schemas/user';
import { PasswordStrengthMeter } from '@web/components/password-strength-meter';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { describeServerError } from '@web/lib/notify';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useRegister } from '../api/register';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';

const RegisterFormSchema = RegisterInputSchema.extend({
  role: RegisterInputSchema.shape.role.unwrap(),
  confirmPassword: z.string(),
}).refine((values) => values.password === values.confirmPassword, {
  path: ['confirmPassword'],
  message: messages.validation.passwordsDoNotMatch,
});
type RegisterFormInput = z.input<typeof RegisterFormSchema>;
type RegisterFormOutput = z.output<typeof RegisterFormSchema>;

/** DESIGN.md departure 1: self-registration offers only these two; never Administrador. */
const accountTypes = [
  { value: 'franqueado', label: messages.roles.franqueado },
  { value: 'user', label: messages.roles.user },
] as const;

/**
 * Full name, e-mail, password twice (with the strength meter) and account type. Success signs the
 * new account in. `setupToken` comes from the one-time first-admin link (`/auth?setup=`).
 */
export function RegisterForm({ setupToken }: { setupToken?: string }) {
  const registerMutation = useRegister();
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', role: 'franqueado' },
  });
  const { errors } = form.formState;
  const [password, name, email] = useWatch({ control: form.control, name: ['password', 'name', 'email'] });
  const pending = registerMutation.isPending;
  const errorText = registerMutation.isError
    ? describeServerError(registerMutation.error, messages.auth.registerFailed)
    : null;

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...input }) =>
    registerMutation.mutate(setupToken ? { ...input, setupToken } : input),
  );

  return (
    <AuthForm
      onSubmit={onSubmit}
      error={errorText}
      pending={pending}
      submitLabel={messages.auth.register}
      pendingLabel={messages.auth.registering}
    >
      <FormField id="register-name" label={messages.auth.fullName} error={errors.name?.message}>
        <Input
          {...fieldAria('register-name', errors.name?.message)}
          autoComplete="name"
          placeholder={messages.auth.fullNamePlaceholder}
          disabled={pending}
          {...form.register('name')}
        />
      </FormField>
      <EmailField
        id="register-email"
        error={errors.email?.message}
        disabled={pending}
        registration={form.register('email')}
      />
      <FormField
        id="register-password"
        label={messages.auth.password}
        error={errors.password?.message}
        hint={password ? undefined : messages.auth.passwordHint}
      >
        <PasswordInput
          {...fieldAria('register-password', errors.password?.message, true)}
          autoComplete="new-password"
          disabled={pending}
          {...form.register('password')}
        />
        <PasswordStrengthMeter id="register-password-hint" password={password} userInputs={[name, email]} />
      </FormField>
      <FormField
        id="register-confirm"
        label={messages.auth.confirmPassword}
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          {...fieldAria('register-confirm', errors.confirmPassword?.message)}
          autoComplete="new-password"
          placeholder={messages.auth.confirmPasswordPlaceholder}
          disabled={pending}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <FormField id="register-role" label={messages.auth.accountType} error={errors.role?.message}>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={pending}>
              <SelectTrigger
                {...fieldAria('register-role', errors.role?.message)}
                ref={field.ref}
                onBlur={field.onBlur}
                className="w-full"
              >
                <SelectValue placeholder={messages.ui.selectPlaceholder} />
              </SelectTrigger>
              <SelectContent>
                {accountTypes.map((type) => (
                  <SelectItem key={type.value} value={type.value}>
                    {type.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
    </AuthForm>
  );
}
