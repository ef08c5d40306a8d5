import { format } from '@shared/messages/format';
import { taxonomyMessages } from '@shared/messages/taxonomy';
import type { Category, CategoryGroup } from '@shared/schemas/taxonomy';
import { Button } from '@web/components/ui/button';
import { useCategoryTree } from '@web/lib/taxonomy';
import { FolderPlusIcon, FolderTreeIcon } from 'lucide-react';
import { useState } from 'react';
import { useDeleteCategory } from '../api/delete-category';
import { CategoriesTable } from './categories-table';
import { CategoryDialog } from './category-dialog';
import { type DeleteTarget, DeleteTaxonomyDialog } from './delete-taxonomy-dialog';
import { SectionEmpty, SectionError, SectionLoading } from './section-states';

const t = taxonomyMessages.taxonomyAdmin;

function isGroupWithChildren(category: Category | CategoryGroup): category is CategoryGroup {
  return 'children' in category && category.children.length > 0;
}

/** The category tree as a table with add, edit and delete. */
export function CategoriesSection() {
  const tree = useCategoryTree();
  const deleteMutation = useDeleteCategory();
  const [dialog, setDialog] = useState<Category | CategoryGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const groups = tree.data?.items ?? [];
  const subs = groups.reduce((n, group) => n + group.children.length, 0);

  const askDelete = (category: Category | CategoryGroup) =>
    setDeleting({
      title: t.deleteCategoryTitle,
      description: isGroupWithChildren(category)
        ? format(t.deleteGroupDescription, {
            name: category.name,
            subs: category.children.length,
            n: category.assetCount,
          })
        : format(t.deleteCategoryDescription, { name: category.name, n: category.assetCount }),
      confirm: () => deleteMutation.mutateAsync(category.id),
    });

  return (
    <div className="grid">
      <div className="flex flex-col gap-3 border-b px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-muted-foreground text-sm">
          {tree.data ? format(t.categoriesTotal, { groups: groups.length, subs }) : '\u00a0'}
        </p>
        <Button onClick={() => setDialog('new')} className="w-full sm:w-auto">
          <FolderPlusIcon aria-hidden />
          {t.newCategory}
        </Button>
      </div>
      {tree.isPending ? (
        <SectionLoading />
      ) : tree.isError ? (
        <SectionError text={t.categoriesLoadError} onRetry={() => tree.refetch()} />
      ) : groups.length === 0 ? (
        <SectionEmpty icon={<FolderTreeIcon className="size-5" aria-hidden />} text={t.categoriesEmpty} />
      ) : (
        <CategoriesTable groups={groups} onEdit={setDialog} onDelete={askDelete} />
      )}
      <CategoryDialog target={dialog} groups={groups} onClose={() => setDialog(null)} />
      <DeleteTaxonomyDialog target={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
