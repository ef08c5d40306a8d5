import { taxonomyMessages } from '@shared/messages/taxonomy';
import type { Tag } from '@shared/schemas/taxonomy';
import { actionsColumn, DataTable, type DataTableColumn } from '@web/components/data-table';
import { Badge } from '@web/components/ui/badge';
import { HashIcon } from 'lucide-react';
import { filesLabel, RowActions } from './row-actions';
import { filesColumn, taxonomyTableProps } from './taxonomy-columns';

export interface TagsTableProps {
  tags: readonly Tag[];
  onEdit: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
}

const t = taxonomyMessages.taxonomyAdmin;

function NameCell({ tag }: { tag: Tag }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <HashIcon className="mt-1 size-3.5 shrink-0 text-muted-foreground" aria-hidden />
      <span className="min-w-0 break-words font-medium leading-snug">
        {tag.name}
        {tag.popularRank !== null ? (
          <Badge variant="secondary" className="ml-2 align-text-bottom font-normal">
            {t.popularBadge}
          </Badge>
        ) : null}
      </span>
    </div>
  );
}

/** Tags with their file counts: a table from sm up, a list on phones. */
export function TagsTable({ tags, onEdit, onDelete }: TagsTableProps) {
  const actions = (tag: Tag) => (
    <RowActions name={tag.name} onEdit={() => onEdit(tag)} onDelete={() => onDelete(tag)} />
  );
  const columns: DataTableColumn<Tag>[] = [
    { id: 'name', header: t.colName, className: 'pr-4 pl-6', cell: (tag) => <NameCell tag={tag} /> },
    filesColumn((tag) => tag.assetCount),
    actionsColumn(t.colActions, actions, 'w-28 pr-6 pl-4'),
  ];
  return (
    <DataTable
      {...taxonomyTableProps}
      caption={t.tabTags}
      columns={columns}
      rows={tags}
      stackBelow="sm"
      cardClassName="flex items-center justify-between gap-2 px-4 py-2.5"
      renderCard={(tag) => (
        <>
          <div className="grid grid-cols-1 min-w-0 gap-0.5">
            <NameCell tag={tag} />
            <p className="pl-5.5 text-muted-foreground text-xs">{filesLabel(tag.assetCount)}</p>
          </div>
          {actions(tag)}
        </>
      )}
    />
  );
}
