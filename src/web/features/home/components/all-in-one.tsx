import { homeMessages } from '@shared/messages/home';
import { HomeSection } from '@web/components/home-section';
import { LoadError } from '@web/components/state-panels';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { useMemo, useState } from 'react';
import { useChipSource, useLatestImages } from '../api/get-home-assets';
import { CHIP_LIMIT, chipAssets, chipGalleryHref, chipsWithContent, type HomeChip } from '../lib/chips';
import { HomeAssetCard } from './home-asset-card';
import { WaitingGrid } from './waiting-grid';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6';

/**
 * SPEC 'Home': 'Tudo em um só lugar', a chip per kind of file, up to 12 assets of the chosen one.
 * Issue 14: chips with nothing to list are hidden, and what 'Últimas Postagens' shows is not repeated
 * (its query is shared, and its first page carries the library's counts per type).
 */
export function AllInOne({ className }: { className?: string }) {
  const latest = useLatestImages();
  const shown = latest.data?.items;
  const typeCounts = latest.data?.typeCounts;
  const shownIds = useMemo(() => new Set((shown ?? []).map((asset) => asset.id)), [shown]);
  // CDR, GIF and PR are found by scanning recent files, only when their type has any beyond those shown.
  const gifScan = useChipSource('gif', { enabled: (typeCounts?.image ?? 0) > shownIds.size });
  const otherScan = useChipSource('cdr', { enabled: (typeCounts?.other ?? 0) > 0 });
  const visible = typeCounts
    ? chipsWithContent({
        typeCounts,
        shown: shown ?? [],
        scans: { gif: gifScan.data?.items, cdr: otherScan.data?.items, pr: otherScan.data?.items },
      })
    : [];
  const [picked, setChip] = useState<HomeChip | null>(null);
  const chip = picked && visible.includes(picked) ? picked : (visible[0] ?? 'image');
  const source = useChipSource(chip, { enabled: visible.length > 0 });
  const items = chipAssets(chip, source.data?.items ?? [], shownIds);
  const pending = latest.isPending || (visible.length > 0 && source.isPending);
  const failed = latest.isError ? latest : source.isError ? source : null;

  return (
    <HomeSection
      id="home-all-in-one"
      title={homeMessages.home.allInOneTitle}
      description={homeMessages.home.allInOneDescription}
      linkTo={chipGalleryHref(chip)}
      linkLabel={homeMessages.home.seeInGallery}
      className={className}
    >
      {visible.length > 0 ? (
        <fieldset className="mt-5 flex min-w-0 flex-wrap gap-2">
          <legend className="sr-only">{homeMessages.home.chipsLabel}</legend>
          {visible.map((id) => (
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
              {homeMessages.home.chips[id]}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className="mt-5" aria-live="polite" aria-busy={pending}>
        {pending ? (
          <div className={GRID}>
            {[0, 1, 2, 3, 4, 5].map((key) => (
              <Skeleton key={key} className="aspect-[4/5] w-full" />
            ))}
          </div>
        ) : failed ? (
          <LoadError message={homeMessages.home.loadError} onRetry={() => failed.refetch()} />
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
