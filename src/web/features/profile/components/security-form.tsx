import { zodResolver } from '@hookform/resolvers/zod';
import { commonMessages } from '@shared/messages/common';
import { usersMessages } from '@shared/messages/users';
import { ChangePasswordInputSchema } from '@shared/schemas/user';
import { z } from '@shared/schemas/z';
import { NewPasswordField } from '@web/components/new-password-fields';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { useForm, useWatch } from 'react-hook-form';
import { useChangePassword } from '../api/change-password';
import { FormSubmitRow } from './form-status';

const SecurityFormSchema = ChangePasswordInputSchema.extend({ confirmPassword: z.string() }).refine(
  (values) => values.newPassword === values.confirmPassword,
  { path: ['confirmPassword'], message: commonMessages.validation.passwordsDoNotMatch },
);
type SecurityForm = z.input<typeof SecurityFormSchema>;

const empty: SecurityForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: asks for the current one (a wrong one answers WRONG_PASSWORD). */
export function SecurityForm({ userInputs }: { userInputs?: readonly string[] }) {
  const changeMutation = useChangePassword();
  const form = useForm<SecurityForm, unknown, z.output<typeof SecurityFormSchema>>({
    resolver: zodResolver(SecurityFormSchema),
    defaultValues: empty,
  });
  // The server's field errors land beside their fields, as the form's own.
  const showFieldErrors = (error: unknown) =>
    setServerFieldErrors(error, form.setError, sameFieldNames('currentPassword', 'newPassword'));
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const pending = changeMutation.isPending;

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...input }) =>
    changeMutation.mutate(input, { onSuccess: () => form.reset(empty), onError: showFieldErrors }),
  );

  return (
    <form
      onSubmit={onSubmit}
      onChange={() => changeMutation.isSuccess && changeMutation.reset()}
      noValidate
      className="grid gap-4"
    >
      <FormField
        id="current-password"
        label={usersMessages.profile.currentPassword}
        error={errors.currentPassword?.message}
      >
        <PasswordInput
          {...fieldAria('current-password', errors.currentPassword?.message)}
          autoComplete="current-password"
          disabled={pending}
          {...form.register('currentPassword')}
        />
      </FormField>
      <NewPasswordField
        id="new-password"
        label={usersMessages.profile.newPassword}
        password={newPassword}
        userInputs={userInputs}
        field={form.register('newPassword')}
        error={errors.newPassword?.message}
        disabled={pending}
      />
      <FormField
        id="confirm-new-password"
        label={usersMessages.profile.confirmNewPassword}
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          {...fieldAria('confirm-new-password', errors.confirmPassword?.message)}
          autoComplete="new-password"
          disabled={pending}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <FormSubmitRow
        mutation={changeMutation}
        success={usersMessages.profile.passwordChanged}
        label={usersMessages.profile.changePassword}
        pendingLabel={usersMessages.profile.changingPassword}
      />
    </form>
  );
}
