import { zodResolver } from '@hookform/resolvers/zod';
import { commonMessages } from '@shared/messages/common';
import { usersMessages } from '@shared/messages/users';
import { type SessionUser, type UpdateProfileInput, UpdateProfileInputSchema } from '@shared/schemas/user';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { unitLabel } from '@web/components/unit-select';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { useUnit } from '@web/lib/units';
import { useForm } from 'react-hook-form';
import { useUpdateProfile } from '../api/update-profile';
import { FormSubmitRow } from './form-status';

/** Full name (editable), e-mail and unit (read-only). */
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
  // The unit's city and UF come with the unit; its name is already in the session.
  const unit = useUnit(user.unitId);
  const unitText = unit.data ? unitLabel(unit.data) : (user.unitName ?? usersMessages.profile.noUnit);

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
      <FormField id="profile-name" label={usersMessages.profile.fullName} error={errors.name?.message}>
        <Input
          {...fieldAria('profile-name', errors.name?.message)}
          autoComplete="name"
          disabled={pending}
          {...form.register('name')}
        />
      </FormField>
      <FormField
        id="profile-email"
        label={usersMessages.profile.email}
        hint={usersMessages.profile.emailReadOnly}
      >
        <Input
          {...fieldAria('profile-email', undefined, true)}
          type="email"
          value={user.email}
          readOnly
          className="bg-muted/60 text-muted-foreground"
        />
      </FormField>
      <FormField
        id="profile-unit"
        label={usersMessages.profile.unit}
        hint={usersMessages.profile.unitReadOnly}
      >
        {/* Read-only text that wraps (a long clinic name would be cut in an input). */}
        <p
          id="profile-unit"
          aria-describedby="profile-unit-hint"
          className="min-h-9 break-words rounded-md border bg-muted/60 px-3 py-2 text-muted-foreground text-sm"
        >
          {unitText}
        </p>
      </FormField>
      <FormSubmitRow
        mutation={updateMutation}
        success={usersMessages.profile.saved}
        label={usersMessages.profile.saveChanges}
        pendingLabel={commonMessages.common.saving}
      />
    </form>
  );
}
