import { taxonomyMessages } from '@shared/messages/taxonomy';
import type { Category, CategoryGroup } from '@shared/schemas/taxonomy';
import { actionsColumn, DataTable, type DataTableColumn } from '@web/components/data-table';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { CornerDownRightIcon, FolderIcon } from 'lucide-react';
import { filesLabel, RowActions } from './row-actions';
import { filesColumn, taxonomyTableProps } from './taxonomy-columns';

export interface CategoriesTableProps {
  groups: readonly CategoryGroup[];
  onEdit: (category: Category | CategoryGroup) => void;
  onDelete: (category: Category | CategoryGroup) => void;
}

const t = taxonomyMessages.taxonomyAdmin;

function NameCell({ category, isGroup }: { category: Category; isGroup: boolean }) {
  return (
    <div className={cn('flex min-w-0 items-start gap-2', !isGroup && 'pl-6')}>
      {isGroup ? (
        <FolderIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      ) : (
        <CornerDownRightIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground/70" aria-hidden />
      )}
      <span className={cn('min-w-0 break-words leading-snug', isGroup ? 'font-semibold' : 'font-medium')}>
        {category.name}
        {isGroup ? (
          <Badge variant="secondary" className="ml-2 align-text-bottom font-normal">
            {t.groupBadge}
          </Badge>
        ) : null}
      </span>
    </div>
  );
}

interface CategoryRow {
  category: Category | CategoryGroup;
  isGroup: boolean;
}

function rows(groups: readonly CategoryGroup[]): CategoryRow[] {
  return groups.flatMap((group) => [
    { category: group, isGroup: true },
    ...group.children.map((child) => ({ category: child, isGroup: false })),
  ]);
}

/** Groups with their subcategories indented under them: a table from lg up, a list below. */
export function CategoriesTable({ groups, onEdit, onDelete }: CategoriesTableProps) {
  const list = rows(groups);
  const actions = ({ category }: CategoryRow) => (
    <RowActions name={category.name} onEdit={() => onEdit(category)} onDelete={() => onDelete(category)} />
  );
  const columns: DataTableColumn<CategoryRow>[] = [
    {
      id: 'name',
      header: t.colName,
      className: 'pr-4 pl-6',
      cellClassName: 'w-[34%]',
      cell: ({ category, isGroup }) => <NameCell category={category} isGroup={isGroup} />,
    },
    {
      id: 'description',
      header: t.colDescription,
      className: 'px-4',
      cellClassName: 'text-muted-foreground',
      cell: ({ category }) =>
        category.description ? (
          <span className="line-clamp-2">{category.description}</span>
        ) : (
          <span className="text-muted-foreground/60">—</span>
        ),
    },
    filesColumn(({ category }) => category.assetCount),
    actionsColumn(t.colActions, actions),
  ];
  return (
    <DataTable
      {...taxonomyTableProps}
      caption={t.tabCategories}
      columns={columns}
      rows={list}
      getRowKey={({ category }) => category.id}
      rowClassName={({ isGroup }) => isGroup && 'bg-muted/30'}
      cardClassName={({ isGroup }) =>
        cn('flex items-start justify-between gap-2 px-4 py-3 sm:px-6', isGroup && 'bg-muted/30')
      }
      renderCard={(row) => (
        <>
          <div className="grid grid-cols-1 min-w-0 gap-1">
            <NameCell category={row.category} isGroup={row.isGroup} />
            <p className={cn('text-muted-foreground text-xs', row.isGroup ? 'pl-6' : 'pl-12')}>
              {filesLabel(row.category.assetCount)}
              {row.category.description ? ` · ${row.category.description}` : ''}
            </p>
          </div>
          {actions(row)}
        </>
      )}
    />
  );
}
