import { format } from '@shared/messages/format';
import { usersMessages } from '@shared/messages/users';
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
      title={usersMessages.users.deleteTitle}
      description={format(usersMessages.users.deleteDescription, { name: shown?.name || shown?.email || '' })}
      confirmLabel={usersMessages.users.deleteConfirm}
      pendingLabel={usersMessages.users.deleting}
      pending={deleteMutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
