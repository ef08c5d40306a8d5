import { galleryMessages } from '@shared/messages/gallery';
import { Page } from '@web/components/page';
import { useGalleryFilters } from '../hooks/use-gallery-filters';
import { useViewMode } from '../hooks/use-view-mode';
import type { SelectionAction } from '../lib/selection-action';
import type { ResultsViewProps } from './asset-results';
import { GalleryBrowse } from './gallery-browse';
import { SimilarView } from './similar-view';

/** /gallery: the filtered gallery, or the results of a similar-image search (`?similar=`). */
export function GalleryScreen({
  selectionAction,
  emptyAction,
}: {
  selectionAction?: SelectionAction;
  emptyAction?: ResultsViewProps['emptyAction'];
}) {
  const { filters, setFilters, similar } = useGalleryFilters();
  const [view, setView] = useViewMode();
  const results: ResultsViewProps = {
    view,
    onViewChange: setView,
    selectionAction,
    emptyAction,
  };

  return (
    <Page>
      <header className="mb-6 sm:mb-8">
        <h1 className="text-balance font-semibold text-2xl tracking-tight sm:text-3xl">
          {galleryMessages.gallery.title}
        </h1>
        <p className="mt-1.5 text-pretty text-muted-foreground sm:text-lg">
          {galleryMessages.gallery.subtitle}
        </p>
      </header>
      {similar ? (
        <SimilarView token={similar} {...results} />
      ) : (
        <GalleryBrowse filters={filters} setFilters={setFilters} {...results} />
      )}
    </Page>
  );
}
