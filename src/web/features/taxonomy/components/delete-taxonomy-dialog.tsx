import { taxonomyMessages } from '@shared/messages/taxonomy';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useRetainedValue } from '@web/lib/use-retained-value';
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
  const shown = useRetainedValue(target);
  const [pending, setPending] = useState(false);

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
    <ConfirmDialog
      open={target !== null}
      title={shown?.title ?? ''}
      description={shown?.description}
      confirmLabel={taxonomyMessages.taxonomyAdmin.deleteConfirm}
      pendingLabel={taxonomyMessages.taxonomyAdmin.deleting}
      pending={pending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
