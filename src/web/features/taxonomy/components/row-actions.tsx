import { format, messages } from '@shared/messages/pt-BR';
import { Button } from '@web/components/ui/button';
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
  const editLabel = format(messages.taxonomyAdmin.editItem, { name });
  const deleteLabel = format(messages.taxonomyAdmin.deleteItem, { name });
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        onClick={onEdit}
        aria-label={editLabel}
        title={editLabel}
      >
        <PencilIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={onDelete}
        aria-label={deleteLabel}
        title={deleteLabel}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </div>
  );
}

export function filesLabel(n: number): string {
  return n === 1 ? messages.taxonomyAdmin.filesOne : format(messages.taxonomyAdmin.filesOther, { n });
}
