import { messages } from '@shared/messages/pt-BR';
import type { Category, CategoryGroup } from '@shared/schemas/taxonomy';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { CornerDownRightIcon, FolderIcon } from 'lucide-react';
import { filesLabel, RowActions } from './row-actions';

export interface CategoriesTableProps {
  groups: readonly CategoryGroup[];
  onEdit: (category: Category | CategoryGroup) => void;
  onDelete: (category: Category | CategoryGroup) => void;
}

const t = messages.taxonomyAdmin;

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

function rows(groups: readonly CategoryGroup[]) {
  return groups.flatMap((group) => [
    { category: group as Category | CategoryGroup, isGroup: true },
    ...group.children.map((child) => ({ category: child as Category | CategoryGroup, isGroup: false })),
  ]);
}

/** Groups with their subcategories indented under them: a table from lg up, a list below. */
export function CategoriesTable({ groups, onEdit, onDelete }: CategoriesTableProps) {
  const list = rows(groups);
  return (
    <>
      <table className="hidden w-full text-sm lg:table">
        <thead>
          <tr className="border-b text-left text-muted-foreground text-xs uppercase tracking-wide">
            <th scope="col" className="py-3 pr-4 pl-6 font-medium">
              {t.colName}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t.colDescription}
            </th>
            <th scope="col" className="whitespace-nowrap px-4 py-3 text-right font-medium">
              {t.colFiles}
            </th>
            <th scope="col" className="py-3 pr-6 pl-4 text-right font-medium">
              <span className="sr-only">{t.colActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map(({ category, isGroup }) => (
            <tr
              key={category.id}
              className={cn(
                'border-b align-middle last:border-0 hover:bg-muted/40',
                isGroup && 'bg-muted/30',
              )}
            >
              <td className="w-[34%] py-1.5 pr-4 pl-6">
                <NameCell category={category} isGroup={isGroup} />
              </td>
              <td className="px-4 py-1.5 text-muted-foreground">
                {category.description ? (
                  <span className="line-clamp-2">{category.description}</span>
                ) : (
                  <span className="text-muted-foreground/60">—</span>
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-1.5 text-right tabular-nums">
                {filesLabel(category.assetCount)}
              </td>
              <td className="py-1.5 pr-6 pl-4">
                <RowActions
                  name={category.name}
                  onEdit={() => onEdit(category)}
                  onDelete={() => onDelete(category)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y lg:hidden">
        {list.map(({ category, isGroup }) => (
          <li
            key={category.id}
            className={cn(
              'flex items-start justify-between gap-2 px-4 py-3 sm:px-6',
              isGroup && 'bg-muted/30',
            )}
          >
            <div className="grid grid-cols-1 min-w-0 gap-1">
              <NameCell category={category} isGroup={isGroup} />
              <p className={cn('text-muted-foreground text-xs', isGroup ? 'pl-6' : 'pl-12')}>
                {filesLabel(category.assetCount)}
                {category.description ? ` · ${category.description}` : ''}
              </p>
            </div>
            <RowActions
              name={category.name}
              onEdit={() => onEdit(category)}
              onDelete={() => onDelete(category)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
