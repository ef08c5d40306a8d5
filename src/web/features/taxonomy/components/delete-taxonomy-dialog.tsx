import { messages } from '@shared/messages/pt-BR';
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

export interface DeleteTarget {
  title: string;
  /** Says that files are kept (SPEC: deleting a category or tag deletes no asset). */
  description: string;
  confirm: () => Promise<unknown>;
}

/** Confirmation before deleting a category or a tag. `target` null means closed. */
export function DeleteTaxonomyDialog({
  target,
  onClose,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
}) {
  const [shown, setShown] = useState(target);
  const [pending, setPending] = useState(false);
  if (target && target !== shown) setShown(target);

  const confirm = async () => {
    if (!target) return;
    setPending(true);
    try {
      // Success and failure both end in a toast from the mutation; the dialog closes either way.
      await target.confirm().catch(() => undefined);
    } finally {
      setPending(false);
      onClose();
    }
  };

  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{shown?.title}</AlertDialogTitle>
          <AlertDialogDescription>{shown?.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{messages.common.cancel}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
            {pending ? messages.taxonomyAdmin.deleting : messages.taxonomyAdmin.deleteConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
