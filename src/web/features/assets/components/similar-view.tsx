import { format } from '@shared/messages/format';
import { galleryMessages } from '@shared/messages/gallery';
import type { Asset } from '@shared/schemas/asset';
import { BackLink } from '@web/components/back-link';
import { formatCount } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { similarityPercent } from '@web/lib/similar-results';
import { ImageIcon } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSimilarResults } from '../api/get-similar-results';
import { useResultsController } from '../hooks/use-results-controller';
import { resultsLabel } from '../lib/labels';
import { AssetResults, type ResultsViewProps } from './asset-results';
import { GalleryLoading } from './gallery-states';
import { ResultsPreviewDialog } from './preview-dialog';
import { ResultsToolbar } from './results-toolbar';
import { ResultsSelectionBar } from './selection-bar';

export interface SimilarViewProps extends ResultsViewProps {
  token: string;
}

/** 'Resultados por similaridade': the server's ranking, most similar first, with a way out. */
export function SimilarView({ token, view, onViewChange, selectionAction }: SimilarViewProps) {
  const query = useSimilarResults(token);
  const search = query.data ?? null;
  const items = useMemo(() => search?.items ?? [], [search]);
  const distances = useMemo(() => new Map(items.map((item) => [item.id, item.distance])), [items]);
  const controller = useResultsController(items, token);
  const { selection } = controller;

  const badgeFor = useCallback(
    (asset: Asset) => {
      const distance = distances.get(asset.id);
      if (distance === undefined) return null;
      return (
        <span className="rounded-full bg-background/90 px-2 py-0.5 font-medium text-[0.7rem] text-foreground shadow-sm tabular-nums">
          {format(galleryMessages.gallery.similarity, { n: similarityPercent(distance) })}
        </span>
      );
    },
    [distances],
  );

  const exit = <BackLink to={paths.gallery}>{galleryMessages.gallery.similarExit}</BackLink>;

  return (
    <div className="grid gap-5">
      <header className="flex flex-col gap-4 rounded-xl border bg-muted/40 p-4 sm:flex-row sm:items-center">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-background">
          {search?.previewUrl ? (
            <img
              src={search.previewUrl}
              alt={galleryMessages.gallery.similarQueryAlt}
              className="size-full object-cover"
            />
          ) : (
            <ImageIcon aria-hidden className="size-6 text-muted-foreground" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-lg">{galleryMessages.gallery.similarTitle}</h2>
          <p className="text-pretty text-muted-foreground text-sm">
            {search
              ? galleryMessages.gallery.similarDescription
              : query.isPending
                ? null
                : galleryMessages.gallery.similarMissing}
          </p>
        </div>
        {exit}
      </header>

      {query.isPending ? (
        <GalleryLoading view={view} />
      ) : search ? (
        <>
          <ResultsToolbar
            countLabel={resultsLabel(items.length, formatCount(items.length))}
            refreshing={false}
            view={view}
            onViewChange={onViewChange}
            selection={selection}
          />
          <ResultsSelectionBar controller={controller} selectionAction={selectionAction} />
          {items.length === 0 ? (
            <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground text-sm">
              {galleryMessages.gallery.similarEmpty}
            </p>
          ) : (
            <AssetResults items={items} view={view} controller={controller} badgeFor={badgeFor} />
          )}
        </>
      ) : null}

      <ResultsPreviewDialog controller={controller} />
    </div>
  );
}
