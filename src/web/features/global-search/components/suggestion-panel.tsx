import { galleryMessages } from '@shared/messages/gallery';
import { IconTile } from '@web/components/icon-tile';
import { Command, CommandGroup, CommandItem, CommandList } from '@web/components/ui/command';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatCount } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import {
  ClockIcon,
  FileTextIcon,
  FileTypeIcon,
  HashIcon,
  ImageIcon,
  LayersIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';

export type SuggestionType = keyof typeof galleryMessages.globalSearch.types;

export interface Suggestion {
  id: string;
  group: 'type' | 'recent' | 'popular';
  label: string;
  /** Type suggestions: the live count (undefined while loading). */
  count?: number;
  type?: SuggestionType;
  run: () => void;
}

const TYPE_ICONS: Record<SuggestionType, LucideIcon> = {
  image: ImageIcon,
  pdf: FileTextIcon,
  psd: LayersIcon,
  document: FileTypeIcon,
};

export interface SuggestionPanelProps {
  id: string;
  suggestions: readonly Suggestion[];
  /** The suggestion picked with the arrows (the text box handles the keys), or null. */
  activeId: string | null;
  countsLoading: boolean;
  /** 'menu': inside the mobile menu, in the flow instead of floating. */
  inline?: boolean;
}

/**
 * The lists of words searched before ('Recentes' mine, 'Populares' everyone's), each hidden when empty;
 * each group's title is the catalogue's word under its name.
 */
const WORD_GROUPS = [
  {
    group: 'recent',
    listClassName: 'grid',
    optionClassName: 'flex items-center gap-2.5 rounded-md px-2 py-1.5 text-sm',
    content: (label: string) => (
      <>
        <ClockIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="truncate">{label}</span>
      </>
    ),
  },
  {
    group: 'popular',
    listClassName: 'flex flex-wrap gap-1.5 px-1',
    optionClassName: 'inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs',
    content: (label: string) => (
      <>
        <HashIcon aria-hidden className="size-3 text-muted-foreground" />
        {label}
      </>
    ),
  },
] as const;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CommandGroup
      heading={title}
      className="grid gap-1.5 p-0 [&_[cmdk-group-heading]]:py-0 [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide"
    >
      {children}
    </CommandGroup>
  );
}

/** 'Buscar por tipo' (live counts), 'Recentes' (hidden when empty), 'Populares' (SPEC). */
export function SuggestionPanel({ id, suggestions, activeId, countsLoading, inline }: SuggestionPanelProps) {
  const types = suggestions.filter((s) => s.group === 'type');
  const option = (s: Suggestion, className: string, children: ReactNode) => (
    <CommandItem
      key={s.id}
      id={s.id}
      value={s.id}
      onSelect={s.run}
      className={cn('cursor-pointer transition-colors data-[selected=false]:hover:bg-accent/70', className)}
    >
      {children}
    </CommandItem>
  );

  return (
    // The pointer does not move the selection (only the arrows do); hovering just highlights.
    <Command shouldFilter={false} value={activeId ?? ''} disablePointerSelection className="contents">
      <CommandList
        id={id}
        label={galleryMessages.globalSearch.suggestions}
        className={cn(
          'bg-popover p-3 text-popover-foreground [&>[cmdk-list-sizer]]:grid [&>[cmdk-list-sizer]]:gap-4',
          inline
            ? 'max-h-none rounded-lg border'
            : 'absolute top-full right-0 left-0 z-50 mt-2 max-h-[min(32rem,calc(100svh-6rem))] rounded-xl border shadow-lg',
        )}
      >
        <Group title={galleryMessages.globalSearch.byType}>
          <div className="grid grid-cols-2 gap-1.5">
            {types.map((s) => {
              const Icon = s.type ? TYPE_ICONS[s.type] : ImageIcon;
              return option(
                s,
                'flex items-center gap-2.5 rounded-lg border px-2.5 py-2',
                <>
                  {inline ? null : <IconTile icon={Icon} className="size-8" />}
                  <span className="grid min-w-0 leading-tight">
                    <span className="truncate font-medium text-sm">{s.label}</span>
                    {countsLoading ? (
                      <Skeleton className="mt-1 h-3 w-8" />
                    ) : (
                      <span className="text-muted-foreground text-xs tabular-nums">
                        {formatCount(s.count ?? 0)}
                      </span>
                    )}
                  </span>
                </>,
              );
            })}
          </div>
        </Group>
        {WORD_GROUPS.map((words) => {
          const items = suggestions.filter((s) => s.group === words.group);
          if (items.length === 0) return null;
          return (
            <Group key={words.group} title={galleryMessages.globalSearch[words.group]}>
              <div className={words.listClassName}>
                {items.map((s) => option(s, words.optionClassName, words.content(s.label)))}
              </div>
            </Group>
          );
        })}
      </CommandList>
    </Command>
  );
}
