import { messages } from '@shared/messages/pt-BR';
import type { Tag } from '@shared/schemas/taxonomy';
import { Badge } from '@web/components/ui/badge';
import { HashIcon } from 'lucide-react';
import { filesLabel, RowActions } from './row-actions';

export interface TagsTableProps {
  tags: readonly Tag[];
  onEdit: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
}

const t = messages.taxonomyAdmin;

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
  return (
    <>
      <table className="hidden w-full text-sm sm:table">
        <thead>
          <tr className="border-b text-left text-muted-foreground text-xs uppercase tracking-wide">
            <th scope="col" className="py-3 pr-4 pl-6 font-medium">
              {t.colName}
            </th>
            <th scope="col" className="whitespace-nowrap px-4 py-3 text-right font-medium">
              {t.colFiles}
            </th>
            <th scope="col" className="w-28 py-3 pr-6 pl-4 text-right font-medium">
              <span className="sr-only">{t.colActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tags.map((tag) => (
            <tr key={tag.id} className="border-b align-middle last:border-0 hover:bg-muted/40">
              <td className="py-1.5 pr-4 pl-6">
                <NameCell tag={tag} />
              </td>
              <td className="whitespace-nowrap px-4 py-1.5 text-right tabular-nums">
                {filesLabel(tag.assetCount)}
              </td>
              <td className="py-1.5 pr-6 pl-4">
                <RowActions name={tag.name} onEdit={() => onEdit(tag)} onDelete={() => onDelete(tag)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y sm:hidden">
        {tags.map((tag) => (
          <li key={tag.id} className="flex items-center justify-between gap-2 px-4 py-2.5">
            <div className="grid grid-cols-1 min-w-0 gap-0.5">
              <NameCell tag={tag} />
              <p className="pl-5.5 text-muted-foreground text-xs">{filesLabel(tag.assetCount)}</p>
            </div>
            <RowActions name={tag.name} onEdit={() => onEdit(tag)} onDelete={() => onDelete(tag)} />
          </li>
        ))}
      </ul>
    </>
  );
}
