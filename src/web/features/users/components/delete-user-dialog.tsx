import { usersMessages } from '@shared/messages/users';
import type { User } from '@shared/schemas/user';
import { ConfirmDeleteDialog } from '@web/components/confirm-dialog';
import { useDeleteUser } from '../api/delete-user';

/**
 * Confirmation before deleting (SPEC 8: deletes ask for confirmation). `user` null means closed;
 * closed either way: success shows a toast, failure (e.g. LAST_ADMIN) an error toast.
 */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const remove = useDeleteUser();
  return (
    <ConfirmDeleteDialog
      subject={user}
      nameOf={(shown) => shown.name || shown.email}
      texts={usersMessages.users}
      mutation={remove}
      onClose={onClose}
    />
  );
}
