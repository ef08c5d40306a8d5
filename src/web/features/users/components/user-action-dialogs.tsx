import { format } from '@shared/messages/format';
import { usersMessages } from '@shared/messages/users';
import type { User } from '@shared/schemas/user';
import { ConfirmDialog, type ConfirmDialogProps } from '@web/components/confirm-dialog';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useSendPasswordReset } from '../api/send-password-reset';

const m = usersMessages.users;

interface UserActionDialogProps {
  /** Who the action is for; null means closed. */
  user: User | null;
  onClose: () => void;
}

/** Confirmation before signing a person out everywhere. */
export function EndSessionsDialog({ user, onClose }: UserActionDialogProps) {
  const endMutation = useEndUserSessions();
  return (
    <ConfirmUserAction
      user={user}
      onClose={onClose}
      title={m.endSessionsTitle}
      description={m.endSessionsDescription}
      confirmLabel={m.endSessionsConfirm}
      pendingLabel={m.endingSessions}
      pending={endMutation.isPending}
      onConfirm={(target) => endMutation.mutate(target.id, { onSettled: onClose })}
    />
  );
}

/** Confirmation before e-mailing a person a password-reset link. */
export function SendResetDialog({ user, onClose }: UserActionDialogProps) {
  const sendMutation = useSendPasswordReset();
  return (
    <ConfirmUserAction
      user={user}
      onClose={onClose}
      title={m.sendResetTitle}
      description={m.sendResetDescription}
      confirmLabel={m.sendResetConfirm}
      pendingLabel={m.sendingReset}
      pending={sendMutation.isPending}
      onConfirm={(target) => sendMutation.mutate(target, { onSettled: onClose })}
    />
  );
}

type ConfirmUserActionProps = UserActionDialogProps &
  Pick<ConfirmDialogProps, 'title' | 'confirmLabel' | 'pendingLabel' | 'pending'> & {
    /** Names the person with `{name}`. */
    description: string;
    onConfirm: (user: User) => void;
  };

/** Closed either way once answered: the action's own toasts tell how it went. */
function ConfirmUserAction({ user, description, onConfirm, ...props }: ConfirmUserActionProps) {
  const shown = useRetainedValue(user);
  return (
    <ConfirmDialog
      {...props}
      open={user !== null}
      description={format(description, { name: shown?.name || shown?.email || '' })}
      onConfirm={() => user && onConfirm(user)}
    />
  );
}
