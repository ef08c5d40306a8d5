import { format } from '@shared/messages/format';
import { galleryMessages } from '@shared/messages/gallery';
import { SkipLink } from '@web/components/skip-link';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { formatCount } from '@web/lib/format';
import { clearedFilters, EMPTY_FILTERS, type GalleryFilters, sameFilters } from '@web/lib/gallery-url';
import { useWideScreen } from '@web/lib/use-media-query';
import { cn } from '@web/lib/utils';
import { type ReactNode, useMemo } from 'react';
import { toAssetListParams, useAssetsInfinite } from '../api/get-assets';
import type { FiltersUpdate } from '../hooks/use-gallery-filters';
import { useInfiniteSentinel } from '../hooks/use-infinite-sentinel';
import { useResultsController } from '../hooks/use-results-controller';
import { resultsLabel } from '../lib/labels';
import { ActiveFilters } from './active-filters';
import { AssetResults, type ResultsViewProps } from './asset-results';
import { FilterDrawer } from './filter-drawer';
import { GalleryEmpty, GalleryError, GalleryLoading } from './gallery-states';
import { LazyFilterPanel } from './lazy-filter-panel';
import { ResultsPreviewDialog } from './preview-dialog';
import { ResultsToolbar } from './results-toolbar';
import { ResultsSelectionBar } from './selection-bar';

/** The skip link's target: the results themselves, after the toolbar and the filter chips. */
const RESULTS_ID = 'gallery-results';

export interface GalleryBrowseProps extends ResultsViewProps {
  filters: GalleryFilters;
  setFilters: (update: FiltersUpdate) => void;
}

/** The gallery proper: sidebar (or drawer), toolbar, results page by page, preview dialog. */
export function GalleryBrowse({
  filters,
  setFilters,
  view,
  onViewChange,
  selectionAction,
  emptyAction,
}: GalleryBrowseProps) {
  const query = useAssetsInfinite(filters);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const firstPage = query.data?.pages[0];
  const listKey = useMemo(() => JSON.stringify(toAssetListParams(filters)), [filters]);
  const controller = useResultsController(items, listKey);
  const { selection } = controller;
  // The filters stand beside the results from lg; below, they live in the drawer only.
  const sidebar = useWideScreen();

  const canLoadMore = Boolean(query.hasNextPage) && !query.isPlaceholderData && !query.isFetchNextPageError;
  const sentinel = useInfiniteSentinel(
    () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
    canLoadMore,
    query.data?.pages.length ?? 0,
  );

  const total = firstPage?.total ?? undefined;
  const countLabel = total === undefined ? null : resultsLabel(total, formatCount(total));
  const hasFilters = !sameFilters(filters, EMPTY_FILTERS);
  // The same filters in the sidebar and in the drawer.
  const panel = { filters, setFilters, typeCounts: firstPage?.typeCounts ?? undefined };

  let body: ReactNode;
  if (query.isPending) body = <GalleryLoading view={view} />;
  else if (query.isError && items.length === 0) body = <GalleryError onRetry={() => void query.refetch()} />;
  else if (items.length === 0)
    body = (
      <GalleryEmpty
        action={
          hasFilters && !sameFilters(filters, clearedFilters(filters)) ? (
            <Button variant="outline" onClick={() => setFilters(clearedFilters)}>
              {galleryMessages.gallery.clearFilters}
            </Button>
          ) : null
        }
        request={emptyAction?.(filters.q)}
      />
    );
  else
    body = (
      <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        <AssetResults items={items} view={view} controller={controller} />
      </div>
    );

  return (
    <div className="lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)] lg:gap-8">
      {/* Before the filters: the first result is one Tab after it, not the whole sidebar away. */}
      <SkipLink targetId={RESULTS_ID}>{galleryMessages.gallery.skipToResults}</SkipLink>
      <aside aria-label={galleryMessages.gallery.filters} className="hidden lg:block">
        {sidebar ? (
          <div className="sticky top-20 max-h-[calc(100svh-6rem)] overflow-y-auto pr-2 pb-6">
            <LazyFilterPanel {...panel} />
          </div>
        ) : null}
      </aside>
      <section className="grid min-w-0 content-start gap-4">
        <ResultsToolbar
          countLabel={countLabel}
          refreshing={query.isFetching && !query.isFetchingNextPage && !query.isPending}
          view={view}
          onViewChange={onViewChange}
          selection={selection}
          start={<FilterDrawer {...panel} resultsLabel={countLabel} />}
        />
        <ActiveFilters filters={filters} setFilters={setFilters} />
        {firstPage?.correctedQuery && !query.isPlaceholderData ? (
          // The server retried a search with typos ('clareamnto') with the words it knows.
          <p className="text-muted-foreground text-sm" data-testid="corrected-query">
            {format(galleryMessages.gallery.correctedQuery, {
              q: filters.q,
              corrected: firstPage.correctedQuery,
            })}
          </p>
        ) : null}
        <ResultsSelectionBar controller={controller} selectionAction={selectionAction} />
        <section
          id={RESULTS_ID}
          tabIndex={-1}
          aria-label={galleryMessages.gallery.resultsRegion}
          className="scroll-mt-20 outline-none"
        >
          {body}
        </section>
        <div ref={sentinel} aria-hidden className="h-px" />
        {query.isFetchingNextPage ? (
          <p
            className="flex items-center justify-center gap-2 py-4 text-muted-foreground text-sm"
            role="status"
          >
            <Spinner className="size-4" label={galleryMessages.gallery.loadingMore} />
            {galleryMessages.gallery.loadingMore}
          </p>
        ) : query.isFetchNextPageError ? (
          <GalleryError compact onRetry={() => void query.fetchNextPage()} />
        ) : (query.data?.pages.length ?? 0) > 1 && !query.hasNextPage && !query.isPlaceholderData ? (
          <p className="py-4 text-center text-muted-foreground text-xs">
            {galleryMessages.gallery.endOfList}
          </p>
        ) : null}
      </section>
      <ResultsPreviewDialog controller={controller} />
    </div>
  );
}
