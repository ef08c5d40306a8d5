import { format, messages } from '@shared/messages/pt-BR';
import type { User } from '@shared/schemas/user';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useDeleteUser } from '../api/delete-user';

/** Confirmation before deleting (SPEC 8: deletes ask for confirmation). `user` null means closed. */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const deleteMutation = useDeleteUser();
  const pending = deleteMutation.isPending;
  // Keeps the name on screen while the dialog animates closed.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);

  const confirm = () => {
    if (!user) return;
    // Closed either way: success shows a toast, failure (e.g. LAST_ADMIN) an error toast.
    deleteMutation.mutate(user.id, { onSettled: onClose });
  };

  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{messages.users.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            {format(messages.users.deleteDescription, { name: shown?.name || shown?.email || '' })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{messages.common.cancel}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
            {pending ? messages.users.deleting : messages.users.deleteConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
