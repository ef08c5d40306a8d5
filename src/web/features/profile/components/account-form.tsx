import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@shared/messages/pt-BR';
import { type SessionUser, type UpdateProfileInput, UpdateProfileInputSchema } from '@shared/schemas/user';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { useForm } from 'react-hook-form';
import { useUpdateProfile } from '../api/update-profile';
import { FormSubmitRow } from './form-status';

/** Full name (editable) and e-mail (read-only). */
export function AccountForm({ user }: { user: SessionUser }) {
  const updateMutation = useUpdateProfile();
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileInput>({
    resolver: zodResolver(UpdateProfileInputSchema),
    defaultValues: { name: user.name },
  });
  // The server's field errors land beside their fields, as the form's own.
  const showFieldErrors = (error: unknown) =>
    setServerFieldErrors(error, form.setError, sameFieldNames('name'));
  const { errors } = form.formState;
  const pending = updateMutation.isPending;

  const onSubmit = form.handleSubmit((input) =>
    updateMutation.mutate(input, {
      onSuccess: ({ user: saved }) => form.reset({ name: saved.name }),
      onError: showFieldErrors,
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      onChange={() => updateMutation.isSuccess && updateMutation.reset()}
      noValidate
      className="grid gap-4"
    >
      <FormField id="profile-name" label={messages.profile.fullName} error={errors.name?.message}>
        <Input
          {...fieldAria('profile-name', errors.name?.message)}
          autoComplete="name"
          disabled={pending}
          {...form.register('name')}
        />
      </FormField>
      <FormField id="profile-email" label={messages.profile.email} hint={messages.profile.emailReadOnly}>
        <Input
          {...fieldAria('profile-email', undefined, true)}
          type="email"
          value={user.email}
          readOnly
          className="bg-muted/60 text-muted-foreground"
        />
      </FormField>
      <FormSubmitRow
        mutation={updateMutation}
        success={messages.profile.saved}
        label={messages.profile.saveChanges}
        pendingLabel={messages.common.saving}
      />
    </form>
  );
}
