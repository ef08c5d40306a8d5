import { homeMessages } from '@shared/messages/home';
import { HomeSection } from '@web/components/home-section';
import { LoadError } from '@web/components/state-panels';
import { Skeleton } from '@web/components/ui/skeleton';
import { galleryHref } from '@web/lib/gallery-url';
import { useLatestImages } from '../api/get-home-assets';
import { HomeAssetCard } from './home-asset-card';
import { WaitingGrid } from './waiting-grid';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5';
/** On phones the five cards scroll sideways (no lonely fifth card); a grid from 640 px. */
const ROW =
  '-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-5';

/** SPEC 'Home': 'Últimas Postagens', the 5 newest images; 6 'Aguardando...' placeholders when none. */
export function LatestPosts({ className }: { className?: string }) {
  const latest = useLatestImages();
  const items = latest.data?.items ?? [];

  return (
    <HomeSection
      id="home-latest"
      title={homeMessages.home.latestTitle}
      description={homeMessages.home.latestDescription}
      linkTo={galleryHref({ sort: 'newest' })}
      linkLabel={homeMessages.home.seeAll}
      className={className}
    >
      <div className="mt-5">
        {latest.isPending ? (
          <div className={GRID} aria-busy="true">
            {[0, 1, 2, 3, 4].map((key) => (
              <Skeleton key={key} className="aspect-[4/5] w-full" />
            ))}
          </div>
        ) : latest.isError ? (
          <LoadError message={homeMessages.home.loadError} onRetry={() => latest.refetch()} />
        ) : items.length === 0 ? (
          <WaitingGrid count={6} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6" />
        ) : (
          <ul className={ROW}>
            {items.map((asset) => (
              <li key={asset.id} className="w-[44%] shrink-0 snap-start sm:w-auto">
                <HomeAssetCard asset={asset} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </HomeSection>
  );
}
