import { format } from '@shared/messages/format';
import { usersMessages } from '@shared/messages/users';
import type { User } from '@shared/schemas/user';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { useEndUserSessions } from '../api/end-user-sessions';

/** Confirmation before signing a person out everywhere. `user` null means closed. */
export function EndSessionsDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const endMutation = useEndUserSessions();
  const shown = useRetainedValue(user);

  const confirm = () => {
    if (!user) return;
    endMutation.mutate(user.id, { onSettled: onClose });
  };

  return (
    <ConfirmDialog
      open={user !== null}
      title={usersMessages.users.endSessionsTitle}
      description={format(usersMessages.users.endSessionsDescription, {
        name: shown?.name || shown?.email || '',
      })}
      confirmLabel={usersMessages.users.endSessionsConfirm}
      pendingLabel={usersMessages.users.endingSessions}
      pending={endMutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
