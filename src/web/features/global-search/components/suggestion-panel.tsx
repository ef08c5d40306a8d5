import { messages } from '@shared/messages/pt-BR';
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

export type SuggestionType = keyof typeof messages.globalSearch.types;

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
  activeId: string | null;
  countsLoading: boolean;
  /** 'menu': inside the mobile menu, in the flow instead of floating. */
  inline?: boolean;
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: inside a listbox, option groups are role="group" (ARIA)
    <div role="group" aria-labelledby={id} className="grid gap-1.5">
      <p id={id} className="px-2 font-medium text-muted-foreground text-xs uppercase tracking-wide">
        {title}
      </p>
      {children}
    </div>
  );
}

/** 'Buscar por tipo' (live counts), 'Recentes' (hidden when empty), 'Populares' (SPEC). */
export function SuggestionPanel({ id, suggestions, activeId, countsLoading, inline }: SuggestionPanelProps) {
  const types = suggestions.filter((s) => s.group === 'type');
  const recent = suggestions.filter((s) => s.group === 'recent');
  const popular = suggestions.filter((s) => s.group === 'popular');
  const option = (s: Suggestion, className: string, children: ReactNode) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter)
    <div
      key={s.id}
      id={s.id}
      role="option"
      aria-selected={s.id === activeId}
      tabIndex={-1}
      // Keep focus in the box: the click still runs, and the panel does not start closing.
      onMouseDown={(event) => event.preventDefault()}
      onClick={s.run}
      className={cn(
        'cursor-pointer outline-none transition-colors',
        s.id === activeId ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/70',
        className,
      )}
    >
      {children}
    </div>
  );

  return (
    <div
      id={id}
      role="listbox"
      aria-label={messages.globalSearch.suggestions}
      className={cn(
        'grid gap-4 bg-popover p-3 text-popover-foreground',
        inline
          ? 'rounded-lg border'
          : 'absolute top-full right-0 left-0 z-50 mt-2 max-h-[min(32rem,calc(100svh-6rem))] overflow-y-auto rounded-xl border shadow-lg',
      )}
    >
      <Group id={`${id}-types`} title={messages.globalSearch.byType}>
        <div className="grid grid-cols-2 gap-1.5">
          {types.map((s) => {
            const Icon = s.type ? TYPE_ICONS[s.type] : ImageIcon;
            return option(
              s,
              'flex items-center gap-2.5 rounded-lg border px-2.5 py-2',
              <>
                {inline ? null : (
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
                    <Icon aria-hidden className="size-4" />
                  </span>
                )}
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
      {recent.length > 0 ? (
        <Group id={`${id}-recent`} title={messages.globalSearch.recent}>
          <div className="grid">
            {recent.map((s) =>
              option(
                s,
                'flex items-center gap-2.5 rounded-md px-2 py-1.5 text-sm',
                <>
                  <ClockIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  <span className="truncate">{s.label}</span>
                </>,
              ),
            )}
          </div>
        </Group>
      ) : null}
      {popular.length > 0 ? (
        <Group id={`${id}-popular`} title={messages.globalSearch.popular}>
          <div className="flex flex-wrap gap-1.5 px-1">
            {popular.map((s) =>
              option(
                s,
                'inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs',
                <>
                  <HashIcon aria-hidden className="size-3 text-muted-foreground" />
                  {s.label}
                </>,
              ),
            )}
          </div>
        </Group>
      ) : null}
    </div>
  );
}
