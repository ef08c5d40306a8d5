import { galleryMessages } from '@shared/messages/gallery';
import { Headline } from '@web/components/headline';
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
        <Headline title={galleryMessages.gallery.title} description={galleryMessages.gallery.subtitle} />
      </header>
      {similar ? (
        <SimilarView token={similar} {...results} />
      ) : (
        <GalleryBrowse filters={filters} setFilters={setFilters} {...results} />
      )}
    </Page>
  );
}
