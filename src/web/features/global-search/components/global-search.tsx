import { LIMITS } from '@shared/constants';
import { galleryMessages } from '@shared/messages/gallery';
import { Button } from '@web/components/ui/button';
import { comboboxProps } from '@web/components/ui/combobox-props';
import { useTags } from '@web/lib/taxonomy';
import { cn } from '@web/lib/utils';
import { SearchIcon, XIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useRecentSearches } from '../api/get-recent-searches';
import { useTypeCounts } from '../api/get-type-counts';
import { useSearchBox } from '../hooks/use-search-box';
import { useSuggestionPanel } from '../hooks/use-suggestion-panel';
import { SimilarImageDialog } from './similar-image-dialog';
import type { Suggestion, SuggestionType } from './suggestion-panel';

/**
 * The suggestions' list (cmdk) is a chunk of its own, loaded when the panel first opens: every
 * phone's first screen has this search box, and few open it before the results show.
 */
const SuggestionPanel = lazy(() =>
  import('./suggestion-panel').then((module) => ({ default: module.SuggestionPanel })),
);

const TYPE_ORDER: SuggestionType[] = ['image', 'pdf', 'psd', 'document'];

export interface GlobalSearchProps {
  /**
   * 'header': live search (debounced) in the desktop header. 'menu': the mobile menu's form, which
   * searches on submit and then calls `onDone` (to close the menu).
   */
  variant?: 'header' | 'menu';
  onDone?: () => void;
  className?: string;
}

/** SPEC 'Global search': the box, its clear and image-search buttons, and the suggestion panel. */
export function GlobalSearch({ variant = 'header', onDone, className }: GlobalSearchProps) {
  const menu = variant === 'menu';
  const box = useSearchBox({ live: !menu });
  const panel = useSuggestionPanel(box.value === '');
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listId = `${baseId}-suggestions`;
  const [active, setActive] = useState(-1);

  const counts = useTypeCounts({ enabled: panel.open });
  const recent = useRecentSearches({ enabled: panel.open });
  const tags = useTags({ limit: LIMITS.popularTagButtons }, { enabled: panel.open });

  const { applyFilters, commit, setValue } = box;
  const closePanel = panel.close;
  const finish = useCallback(() => {
    closePanel();
    setActive(-1);
    onDone?.();
  }, [closePanel, onDone]);

  const suggestions = useMemo<Suggestion[]>(() => {
    const list: Suggestion[] = TYPE_ORDER.map((type) => ({
      id: `${baseId}-type-${type}`,
      group: 'type',
      type,
      label: galleryMessages.globalSearch.types[type],
      count: counts.data?.[type],
      run: () => {
        applyFilters({ types: [type] });
        finish();
      },
    }));
    for (const [index, text] of (recent.data ?? []).entries()) {
      list.push({
        id: `${baseId}-recent-${index}`,
        group: 'recent',
        label: text,
        run: () => {
          setValue(text);
          commit(text);
          finish();
        },
      });
    }
    for (const tag of (tags.data?.items ?? []).slice(0, LIMITS.popularTagButtons)) {
      list.push({
        id: `${baseId}-tag-${tag.id}`,
        group: 'popular',
        label: tag.name,
        run: () => {
          applyFilters({ tags: [tag.slug] });
          finish();
        },
      });
    }
    return list;
  }, [baseId, counts.data, recent.data, tags.data, applyFilters, commit, setValue, finish]);

  const activeId = panel.open && active >= 0 ? (suggestions[active]?.id ?? null) : null;

  // The box handles its keys itself (it sits outside the panel's cmdk root): cmdk's arrows cannot come
  // back to the text box, and its Enter would block the form's submit when nothing is selected.
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (panel.open) {
        event.preventDefault();
        panel.close();
        setActive(-1);
      } else if (box.value) {
        event.preventDefault();
        box.setValue('');
        box.commit('');
      }
      return;
    }
    if (!panel.open || suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const n = suggestions.length;
      // -1 is the text box itself: the arrows cycle through it.
      setActive((current) =>
        event.key === 'ArrowDown'
          ? current + 1 >= n
            ? -1
            : current + 1
          : current <= -1
            ? n - 1
            : current - 1,
      );
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      suggestions[active]?.run();
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    box.commit(box.value, { always: menu });
    panel.close();
    if (menu) onDone?.();
  };

  const clear = () => {
    box.setValue('');
    box.commit('');
    setActive(-1);
    panel.reopen();
    inputRef.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers (and jsdom); the role says the same
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <div className="relative flex items-center">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute left-3 size-4 text-muted-foreground"
        />
        <input
          ref={inputRef}
          type="search"
          {...comboboxProps({ listId, expanded: panel.open, activeId })}
          aria-label={galleryMessages.globalSearch.label}
          enterKeyHint="search"
          maxLength={200}
          placeholder={galleryMessages.globalSearch.placeholder}
          value={box.value}
          onChange={(event) => {
            box.setValue(event.target.value);
            setActive(-1);
          }}
          onFocus={panel.onFocus}
          onBlur={panel.onBlur}
          onClick={panel.reopen}
          onKeyDown={onKeyDown}
          className={cn(
            'h-10 w-full min-w-0 rounded-lg border bg-muted/50 pl-9 text-base outline-none transition-[color,box-shadow,background-color] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/40 md:text-sm [&::-webkit-search-cancel-button]:hidden',
            menu ? 'bg-background' : 'border-transparent',
            box.value ? 'pr-20' : 'pr-11',
          )}
        />
        <div className="absolute right-1 flex items-center">
          {box.value ? (
            <Button type="button" variant="ghost" size="icon" className="size-8" onClick={clear}>
              <XIcon aria-hidden />
              <span className="sr-only">{galleryMessages.globalSearch.clear}</span>
            </Button>
          ) : null}
          <SimilarImageDialog onDone={onDone} />
        </div>
      </div>
      {menu ? (
        <Button type="submit" className="mt-2 w-full">
          <SearchIcon aria-hidden />
          {galleryMessages.globalSearch.submit}
        </Button>
      ) : null}
      {panel.open ? (
        <div className={menu ? 'mt-3' : undefined}>
          <Suspense fallback={null}>
            <SuggestionPanel
              id={listId}
              suggestions={suggestions}
              activeId={activeId}
              countsLoading={counts.isPending}
              inline={menu}
            />
          </Suspense>
        </div>
      ) : null}
    </form>
  );
}
