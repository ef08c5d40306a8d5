import { commonMessages } from '@shared/messages/common';
import { galleryMessages } from '@shared/messages/gallery';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import { AlertTriangleIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { GRID_CLASSES, isWideSlot, type ViewMode, WIDE_SLOT_CLASS } from '../lib/layout';

const SKELETON_KEYS = Array.from({ length: 16 }, (_, n) => `skeleton-${n}`);

/** SPEC loading state ('Carregando arquivos...' in pt-BR), over skeleton cards shaped like the chosen view. */
export function GalleryLoading({ view }: { view: ViewMode }) {
  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
        <Spinner className="size-4" label={galleryMessages.gallery.loading} />
        {galleryMessages.gallery.loading}
      </p>
      <div className={GRID_CLASSES[view]} aria-hidden>
        {SKELETON_KEYS.slice(0, view === 'compact' ? 16 : 10).map((key, index) =>
          view === 'list' ? (
            <Skeleton key={key} className="h-20 rounded-lg" />
          ) : (
            <div
              key={key}
              className={cn(
                'overflow-hidden rounded-xl border',
                view === 'large' && isWideSlot(index) && WIDE_SLOT_CLASS,
              )}
            >
              <Skeleton
                className={cn(
                  'rounded-none',
                  view === 'large' ? 'aspect-[4/3] md:aspect-auto md:h-44' : 'aspect-square',
                )}
              />
              {view === 'large' ? (
                <div className="grid gap-2 p-3">
                  <Skeleton className="h-4 w-4/5" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              ) : null}
            </div>
          ),
        )}
      </div>
    </div>
  );
}

/** SPEC empty state; `request` is the way to ask for what was not found (issue 17). */
export function GalleryEmpty({ action, request }: { action?: ReactNode; request?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchXIcon aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 font-semibold text-lg">{galleryMessages.gallery.emptyTitle}</h2>
      <p className="mt-1 max-w-sm text-pretty text-muted-foreground text-sm">
        {galleryMessages.gallery.emptyDescription}
      </p>
      {action ? <div className="mt-5">{action}</div> : null}
      {request ? <div className="mt-6 border-t pt-6">{request}</div> : null}
    </div>
  );
}

/** SPEC 'Erro ao carregar dados', with a retry. */
export function GalleryError({ onRetry, compact }: { onRetry: () => void; compact?: boolean }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-6 text-center',
        compact ? 'py-6' : 'py-14',
      )}
    >
      <AlertTriangleIcon aria-hidden className="size-6 text-destructive" />
      <p className="font-medium text-destructive">{galleryMessages.gallery.loadError}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {commonMessages.common.retry}
      </Button>
    </div>
  );
}
