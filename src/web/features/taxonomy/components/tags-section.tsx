import { foldForMatching } from '@shared/domain/text';
import { format } from '@shared/messages/format';
import { taxonomyMessages } from '@shared/messages/taxonomy';
import type { Tag } from '@shared/schemas/taxonomy';
import { SearchInput } from '@web/components/search-input';
import { Button } from '@web/components/ui/button';
import { useTags } from '@web/lib/taxonomy';
import { TagIcon, TagsIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDeleteTag } from '../api/delete-tag';
import { type DeleteTarget, DeleteTaxonomyDialog } from './delete-taxonomy-dialog';
import { SectionEmpty, SectionError, SectionLoading } from './section-states';
import { TagDialog } from './tag-dialog';
import { TagsTable } from './tags-table';

const t = taxonomyMessages.taxonomyAdmin;

const fold = foldForMatching;

/** Every tag, alphabetical, with a quick filter, add, rename and delete. */
export function TagsSection() {
  const tags = useTags();
  const deleteMutation = useDeleteTag();
  const [filter, setFilter] = useState('');
  const [dialog, setDialog] = useState<Tag | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  const list = useMemo(() => {
    const needle = fold(filter.trim());
    return [...(tags.data?.items ?? [])]
      .filter((tag) => !needle || fold(tag.name).includes(needle))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  }, [tags.data, filter]);

  const askDelete = (tag: Tag) =>
    setDeleting({
      title: t.deleteTagTitle,
      description: format(t.deleteTagDescription, { name: tag.name, n: tag.assetCount }),
      confirm: () => deleteMutation.mutateAsync(tag.id),
    });

  return (
    <div className="grid">
      <div className="flex flex-col gap-3 border-b px-4 py-4 sm:flex-row sm:items-center sm:px-6">
        <SearchInput
          wrapperClassName="sm:max-w-xs sm:flex-1"
          value={filter}
          onValueChange={setFilter}
          label={t.filterTags}
        />
        <p className="text-muted-foreground text-sm sm:ml-auto">
          {tags.data ? format(t.tagsTotal, { n: tags.data.total }) : '\u00a0'}
        </p>
        <Button onClick={() => setDialog('new')} className="w-full sm:w-auto">
          <TagIcon aria-hidden />
          {t.newTag}
        </Button>
      </div>
      {tags.isPending ? (
        <SectionLoading />
      ) : tags.isError ? (
        <SectionError text={t.tagsLoadError} onRetry={() => tags.refetch()} />
      ) : list.length === 0 ? (
        <SectionEmpty
          icon={<TagsIcon className="size-5" aria-hidden />}
          text={filter.trim() ? format(t.tagsNoMatch, { q: filter.trim() }) : t.tagsEmpty}
        />
      ) : (
        <TagsTable tags={list} onEdit={setDialog} onDelete={askDelete} />
      )}
      <TagDialog target={dialog} onClose={() => setDialog(null)} />
      <DeleteTaxonomyDialog target={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
