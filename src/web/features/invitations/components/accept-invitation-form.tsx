import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@shared/messages/auth';
import { invitationsMessages } from '@shared/messages/invitations';
import type { InvitationPreview } from '@shared/schemas/invitation';
import { FormAlert } from '@web/components/form-alert';
import {
  NewPasswordFields,
  type NewPasswordFormInput,
  NewPasswordFormSchema,
  newPasswordFieldProps,
} from '@web/components/new-password-fields';
import { PendingButton } from '@web/components/pending-button';
import { isApiError } from '@web/lib/api-error';
import { describeError } from '@web/lib/notify';
import { useForm, useWatch } from 'react-hook-form';
import { useAcceptInvitation } from '../api/accept-invitation';
import { type ClosedCode, closedCodeOf } from './invitation-closed';

const m = invitationsMessages.invitations;

/**
 * The invitee's password, twice, with the strength meter (the sign-up rule); success signs them in.
 * A link that stopped working meanwhile (cancelled, used in another tab) hands over to its page state.
 */
export function AcceptInvitationForm({
  token,
  preview,
  onAccepted,
  onClosed,
}: {
  token: string;
  preview: InvitationPreview;
  onAccepted: () => void;
  onClosed: (code: ClosedCode) => void;
}) {
  const acceptMutation = useAcceptInvitation();
  const form = useForm<NewPasswordFormInput>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const pending = acceptMutation.isPending;
  const { error } = acceptMutation;
  const weak = isApiError(error) && error.code === 'WEAK_PASSWORD';
  const errorText = acceptMutation.isError && !weak ? describeError(error, m.acceptError) : null;

  const onSubmit = form.handleSubmit(({ password: chosen }) =>
    acceptMutation.mutate(
      { token, password: chosen },
      {
        onSuccess: onAccepted,
        onError: (failure) => {
          const closed = closedCodeOf(failure);
          if (closed) onClosed(closed);
          else if (isApiError(failure) && failure.code === 'WEAK_PASSWORD')
            form.setError('password', { type: 'server', message: failure.message }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert text={errorText} />
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={preview.email} readOnly hidden />
      <NewPasswordFields
        idPrefix="invitation"
        label={authMessages.auth.password}
        password={password}
        userInputs={[preview.name, preview.email]}
        {...newPasswordFieldProps(form)}
        disabled={pending}
      />
      <PendingButton
        type="submit"
        size="lg"
        className="mt-1 w-full"
        pending={pending}
        pendingLabel={m.accepting}
      >
        {m.accept}
      </PendingButton>
    </form>
  );
}
