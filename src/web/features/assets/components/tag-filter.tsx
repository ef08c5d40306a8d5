import { LIMITS } from '@shared/constants';
import { galleryMessages } from '@shared/messages/gallery';
import type { Tag } from '@shared/schemas/taxonomy';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@web/components/ui/collapsible';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTags } from '@web/lib/taxonomy';
import { cn } from '@web/lib/utils';
import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';

export interface TagFilterProps {
  selected: readonly string[];
  onChange: (tags: string[]) => void;
}

/**
 * SPEC accordion 'Tags Populares': the first 20 tags by popularity. A tag chosen elsewhere (a badge
 * on the asset page) that is not among them is listed too, so it can be seen and removed.
 */
export function TagFilter({ selected, onChange }: TagFilterProps) {
  const [open, setOpen] = useState(true);
  const tags = useTags();
  const all = tags.data?.items ?? [];
  const popular = all.slice(0, LIMITS.filterTagCount);
  const extra = all.filter((tag) => selected.includes(tag.slug) && !popular.includes(tag));
  const shown: Tag[] = [...popular, ...extra];

  const toggle = (slug: string) =>
    onChange(selected.includes(slug) ? selected.filter((s) => s !== slug) : [...selected, slug]);

  return (
    <Collapsible open={open} onOpenChange={setOpen} className="grid grid-cols-1 gap-2">
      <CollapsibleTrigger className="group flex items-center justify-between rounded-md font-medium text-muted-foreground text-xs uppercase tracking-wide outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
        {galleryMessages.gallery.popularTags}
        <ChevronDownIcon
          aria-hidden
          className="size-4 transition-transform group-data-[state=closed]:-rotate-90 motion-reduce:transition-none"
        />
      </CollapsibleTrigger>
      <CollapsibleContent>
        {tags.isPending ? (
          <div className="flex flex-wrap gap-1.5">
            {[16, 20, 12, 24, 14, 18].map((w) => (
              <Skeleton key={w} className="h-7 rounded-full" style={{ width: `${w * 4}px` }} />
            ))}
          </div>
        ) : tags.isError ? (
          <p className="text-destructive text-sm">{galleryMessages.gallery.tagsLoadError}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {shown.map((tag) => {
              const active = selected.includes(tag.slug);
              return (
                <li key={tag.id}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => toggle(tag.slug)}
                    className={cn(
                      'rounded-full border px-2.5 py-1 text-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      active
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'bg-background text-foreground hover:border-primary/40 hover:bg-accent',
                    )}
                  >
                    {tag.name}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}
