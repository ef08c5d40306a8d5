import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@shared/messages/auth';
import { commonMessages } from '@shared/messages/common';
import { RegisterInputSchema } from '@shared/schemas/user';
import { z } from '@shared/schemas/z';
import { NewPasswordFields, newPasswordFieldProps } from '@web/components/new-password-fields';
import { SelectOptions } from '@web/components/select-options';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { UnitSelect } from '@web/components/unit-select';
import { isApiError } from '@web/lib/api-error';
import { describeError } from '@web/lib/notify';
import { useUnitOptions } from '@web/lib/units';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useRegister } from '../api/register';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';

const baseSchema = RegisterInputSchema.extend({
  role: RegisterInputSchema.shape.role.unwrap(),
  unitId: z.string(),
  confirmPassword: z.string(),
});

/**
 * The shared contract plus the confirmation and, unless the account is the first admin's (setup
 * link), the server's rule said beside the field: a franqueado chooses their unit.
 */
function registerFormSchema(unitRequired: boolean) {
  return baseSchema
    .refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: commonMessages.validation.passwordsDoNotMatch,
    })
    .refine((values) => !unitRequired || values.role !== 'franqueado' || values.unitId !== '', {
      path: ['unitId'],
      message: commonMessages.validation.unitRequired,
    });
}
type RegisterFormInput = z.input<typeof baseSchema>;
type RegisterFormOutput = z.output<typeof baseSchema>;

/** Refusals about the unit, shown beside the unit field rather than in the alert. */
const UNIT_CODES = new Set(['UNIT_REQUIRED', 'UNIT_INACTIVE', 'UNIT_NOT_FOUND']);

/** DESIGN.md departure 1: self-registration offers only these two; never Administrador. */
const ACCOUNT_TYPES = ['franqueado', 'user'] as const;

/**
 * Full name, e-mail, password twice (with the strength meter) and account type. Success signs the
 * new account in. `setupToken` comes from the one-time first-admin link (`/auth?setup=`).
 */
export function RegisterForm({
  setupToken,
  firstAdmin = false,
}: {
  setupToken?: string;
  firstAdmin?: boolean;
}) {
  const registerMutation = useRegister();
  // The first admin (a new install, issue 36) is asked neither an account type nor a unit; anyone
  // signing up later as franqueado picks a clinic unit.
  const askUnit = !setupToken && !firstAdmin;
  const resolver = useMemo(() => zodResolver(registerFormSchema(askUnit)), [askUnit]);
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', role: 'franqueado', unitId: '' },
  });
  const { errors } = form.formState;
  const [password, name, email, role] = useWatch({
    control: form.control,
    name: ['password', 'name', 'email', 'role'],
  });
  const showUnit = askUnit && role === 'franqueado';
  const unitOptions = useUnitOptions({ enabled: askUnit });
  const pending = registerMutation.isPending;
  const unitRefused = isApiError(registerMutation.error) && UNIT_CODES.has(registerMutation.error.code);
  const errorText =
    registerMutation.isError && !unitRefused
      ? describeError(registerMutation.error, authMessages.auth.registerFailed)
      : null;

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, unitId, role, ...rest }) => {
    const asked = firstAdmin ? rest : { ...rest, role };
    const input = showUnit && unitId ? { ...asked, unitId } : asked;
    registerMutation.mutate(setupToken ? { ...input, setupToken } : input, {
      onError: (error) => {
        if (isApiError(error) && UNIT_CODES.has(error.code))
          form.setError('unitId', { type: 'server', message: error.message }, { shouldFocus: true });
      },
    });
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      error={errorText}
      pending={pending}
      submitLabel={firstAdmin ? authMessages.auth.firstAdminSubmit : authMessages.auth.register}
      pendingLabel={authMessages.auth.registering}
    >
      <FormField id="register-name" label={authMessages.auth.fullName} error={errors.name?.message}>
        <Input
          {...fieldAria('register-name', errors.name?.message)}
          autoComplete="name"
          placeholder={authMessages.auth.fullNamePlaceholder}
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
      <NewPasswordFields
        idPrefix="register"
        label={authMessages.auth.password}
        password={password}
        userInputs={[name, email]}
        {...newPasswordFieldProps(form)}
        disabled={pending}
      />
      {firstAdmin ? null : (
        <FormField id="register-role" label={authMessages.auth.accountType} error={errors.role?.message}>
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
                  <SelectValue placeholder={commonMessages.ui.selectPlaceholder} />
                </SelectTrigger>
                <SelectContent>
                  <SelectOptions values={ACCOUNT_TYPES} labels={commonMessages.roles} />
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      )}
      {showUnit ? (
        <FormField
          id="register-unit"
          label={authMessages.auth.unit}
          error={errors.unitId?.message}
          hint={authMessages.auth.unitHint}
        >
          <Controller
            control={form.control}
            name="unitId"
            render={({ field }) => (
              <UnitSelect
                {...fieldAria('register-unit', errors.unitId?.message, true)}
                ref={field.ref}
                onBlur={field.onBlur}
                units={unitOptions.data?.items ?? []}
                value={field.value}
                onValueChange={field.onChange}
                disabled={pending}
              />
            )}
          />
        </FormField>
      ) : null}
    </AuthForm>
  );
}
