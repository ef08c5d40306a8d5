import { albumsMessages } from '@shared/messages/albums';
import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { IconButton, type IconButtonProps } from '@web/components/icon-button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { EllipsisVerticalIcon, PencilIcon, TrashIcon } from 'lucide-react';

/** An album's '⋮' menu ('Ações do álbum X'): Editar and Excluir. */
export function AlbumActionsMenu({
  name,
  onEdit,
  onDelete,
  variant,
  className,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  variant?: IconButtonProps['variant'];
  className?: string;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton
          icon={EllipsisVerticalIcon}
          label={format(albumsMessages.albumsPage.actions, { name })}
          variant={variant}
          className={className}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onEdit}>
          <PencilIcon aria-hidden />
          {commonMessages.common.edit}
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <TrashIcon aria-hidden />
          {commonMessages.common.delete}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
