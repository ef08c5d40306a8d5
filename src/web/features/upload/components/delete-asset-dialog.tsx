import { format, messages } from '@shared/messages/pt-BR';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { LoaderCircleIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteAsset } from '../api/delete-asset';

const m = messages.assetEdit;

/** 'Excluir arquivo' with confirmation; on success the gallery (SPEC 4: delete navigates to the gallery). */
export function DeleteAssetDialog({
  id,
  title,
  disabled,
}: {
  id: string;
  title: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const deleteMutation = useDeleteAsset();
  const pending = deleteMutation.isPending;

  const confirm = () =>
    deleteMutation.mutate(id, {
      onSuccess: () => navigate('/gallery', { replace: true }),
      onSettled: () => setOpen(false),
    });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          disabled={disabled}
          className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
          {m.deleteButton}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">
            {format(m.deleteDescription, { title })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{messages.common.cancel}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
            {pending ? m.deleting : m.deleteConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
