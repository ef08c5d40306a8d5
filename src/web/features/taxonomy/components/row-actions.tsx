import { format } from '@shared/messages/format';
import { taxonomyMessages } from '@shared/messages/taxonomy';
import { IconButton } from '@web/components/icon-button';
import { countText } from '@web/lib/format';
import { PencilIcon, Trash2Icon } from 'lucide-react';

/** Edit and delete for one category or tag row, named for screen readers ('Editar Ortodontia'). */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const editLabel = format(taxonomyMessages.taxonomyAdmin.editItem, { name });
  const deleteLabel = format(taxonomyMessages.taxonomyAdmin.deleteItem, { name });
  return (
    <div className="flex items-center justify-end gap-1">
      <IconButton icon={PencilIcon} label={editLabel} tooltip className="size-8" onClick={onEdit} />
      <IconButton
        icon={Trash2Icon}
        label={deleteLabel}
        tooltip
        tone="destructive"
        className="size-8"
        onClick={onDelete}
      />
    </div>
  );
}

export function filesLabel(n: number): string {
  return countText(n, taxonomyMessages.taxonomyAdmin.filesOne, taxonomyMessages.taxonomyAdmin.filesOther);
}
