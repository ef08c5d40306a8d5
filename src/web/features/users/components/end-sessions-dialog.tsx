import { format, messages } from '@shared/messages/pt-BR';
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
      title={messages.users.endSessionsTitle}
      description={format(messages.users.endSessionsDescription, { name: shown?.name || shown?.email || '' })}
      confirmLabel={messages.users.endSessionsConfirm}
      pendingLabel={messages.users.endingSessions}
      pending={endMutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
