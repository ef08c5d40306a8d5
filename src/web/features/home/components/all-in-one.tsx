import { messages } from '@shared/messages/pt-BR';
import { LoadError } from '@web/components/state-panels';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { useState } from 'react';
import { useChipSource } from '../api/get-home-assets';
import { CHIP_LIMIT, chipAssets, chipGalleryHref, HOME_CHIPS, type HomeChip } from '../lib/chips';
import { HomeAssetCard } from './home-asset-card';
import { HomeSection } from './home-section';
import { WaitingGrid } from './waiting-grid';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6';

/** SPEC 'Home': 'Tudo em um só lugar', a chip per kind of file, up to 12 assets of the chosen one. */
export function AllInOne({ className }: { className?: string }) {
  const [chip, setChip] = useState<HomeChip>('image');
  const source = useChipSource(chip);
  const items = chipAssets(chip, source.data?.items ?? []);

  return (
    <HomeSection
      id="home-all-in-one"
      title={messages.home.allInOneTitle}
      description={messages.home.allInOneDescription}
      linkTo={chipGalleryHref(chip)}
      linkLabel={messages.home.seeInGallery}
      className={className}
    >
      <fieldset className="mt-5 flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">{messages.home.chipsLabel}</legend>
        {HOME_CHIPS.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={chip === id}
            onClick={() => setChip(id)}
            className={cn(
              'h-9 rounded-full border px-4 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
              chip === id
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-background text-foreground hover:border-primary/40 hover:bg-accent',
            )}
          >
            {messages.home.chips[id]}
          </button>
        ))}
      </fieldset>
      <div className="mt-5" aria-live="polite" aria-busy={source.isPending}>
        {source.isPending ? (
          <div className={GRID}>
            {[0, 1, 2, 3, 4, 5].map((key) => (
              <Skeleton key={key} className="aspect-[4/5] w-full" />
            ))}
          </div>
        ) : source.isError ? (
          <LoadError message={messages.home.loadError} onRetry={() => source.refetch()} />
        ) : items.length === 0 ? (
          <WaitingGrid count={CHIP_LIMIT} className={GRID} />
        ) : (
          <ul className={GRID}>
            {items.map((asset) => (
              <li key={asset.id}>
                <HomeAssetCard asset={asset} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </HomeSection>
  );
}
