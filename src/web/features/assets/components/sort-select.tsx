import { SORTS } from '@shared/constants';
import { galleryMessages } from '@shared/messages/gallery';
import { SelectOptions } from '@web/components/select-options';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type { GallerySort } from '@web/lib/gallery-url';
import { useId } from 'react';

export interface SortSelectProps {
  value: GallerySort | null;
  /** With search text the default order is relevance, offered as a fifth choice. */
  hasQuery: boolean;
  onChange: (sort: GallerySort | null) => void;
}

/** SPEC sorts: Mais recentes (default), Mais antigos, Mais visualizados, Mais baixados. */
export function SortSelect({ value, hasQuery, onChange }: SortSelectProps) {
  const id = useId();
  const options: GallerySort[] = hasQuery ? ['relevance', ...SORTS] : [...SORTS];
  const current: GallerySort = value ?? (hasQuery ? 'relevance' : 'newest');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="text-muted-foreground text-xs uppercase tracking-wide">
        {galleryMessages.gallery.sortLabel}
      </Label>
      <Select
        value={options.includes(current) ? current : 'newest'}
        onValueChange={(next) => {
          const sort = next as GallerySort;
          // The default is written as no sort at all, so links stay short.
          onChange(sort === (hasQuery ? 'relevance' : 'newest') ? null : sort);
        }}
      >
        <SelectTrigger id={id} className="w-full bg-background">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectOptions values={options} labels={galleryMessages.gallery.sorts} />
        </SelectContent>
      </Select>
    </div>
  );
}
