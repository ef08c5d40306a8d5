import { format, messages } from '@shared/messages/pt-BR';
import type { User } from '@shared/schemas/user';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { useDeleteUser } from '../api/delete-user';

/** Confirmation before deleting (SPEC 8: deletes ask for confirmation). `user` null means closed. */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const deleteMutation = useDeleteUser();
  const shown = useRetainedValue(user);

  const confirm = () => {
    if (!user) return;
    // Closed either way: success shows a toast, failure (e.g. LAST_ADMIN) an error toast.
    deleteMutation.mutate(user.id, { onSettled: onClose });
  };

  return (
    <ConfirmDialog
      open={user !== null}
      title={messages.users.deleteTitle}
      description={format(messages.users.deleteDescription, { name: shown?.name || shown?.email || '' })}
      confirmLabel={messages.users.deleteConfirm}
      pendingLabel={messages.users.deleting}
      pending={deleteMutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
