import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteAsset } from '../api/delete-asset';

const m = assetsMessages.assetEdit;

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

  const confirm = () =>
    deleteMutation.mutate(id, {
      onSuccess: () => navigate(paths.gallery, { replace: true }),
      onSettled: () => setOpen(false),
    });

  return (
    <ConfirmDialog
      open={open}
      title={m.deleteTitle}
      description={format(m.deleteDescription, { title })}
      confirmLabel={m.deleteConfirm}
      pendingLabel={m.deleting}
      pending={deleteMutation.isPending}
      onConfirm={confirm}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      trigger={
        <Button
          variant="outline"
          disabled={disabled}
          className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
          {m.deleteButton}
        </Button>
      }
    />
  );
}
