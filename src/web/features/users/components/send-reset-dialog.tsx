import { format } from '@shared/messages/format';
import { usersMessages } from '@shared/messages/users';
import type { User } from '@shared/schemas/user';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { useSendPasswordReset } from '../api/send-password-reset';

/** Confirmation before e-mailing a person a password-reset link. `user` null means closed. */
export function SendResetDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const sendMutation = useSendPasswordReset();
  const shown = useRetainedValue(user);

  const confirm = () => {
    if (!user) return;
    sendMutation.mutate(user, { onSettled: onClose });
  };

  return (
    <ConfirmDialog
      open={user !== null}
      title={usersMessages.users.sendResetTitle}
      description={format(usersMessages.users.sendResetDescription, {
        name: shown?.name || shown?.email || '',
      })}
      confirmLabel={usersMessages.users.sendResetConfirm}
      pendingLabel={usersMessages.users.sendingReset}
      pending={sendMutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
