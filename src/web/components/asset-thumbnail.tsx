import { assetsMessages } from '@shared/messages/assets';
import type { Asset } from '@shared/schemas/asset';
import { useDrawnOnServer } from '@web/lib/drawn-on-server';
import { madeThumbhashDataUrl, thumbhashDataUrl } from '@web/lib/thumbhash';
import { cn } from '@web/lib/utils';
import { ImageOffIcon, LoaderCircleIcon } from 'lucide-react';
import { memo, useCallback, useEffect, useState } from 'react';
import { AssetTypeIcon } from './asset-type-icon';

type Status = 'loading' | 'loaded' | 'error';

export interface AssetThumbnailProps {
  asset: Pick<Asset, 'type' | 'thumbnailUrl' | 'placeholder'>;
  className?: string;
  /** Smaller icon and no type caption (list rows, compact grid). */
  dense?: boolean;
  /**
   * On the first screen: fetched at once and first, not when layout finds it near the viewport
   * (lazy loading waits for layout, which a slow phone reaches late).
   */
  priority?: boolean;
  /**
   * 'contain': the whole picture, letterboxed on the muted tile (gallery and home cards: a tall
   * poster is never cut at the sides). 'cover' (default): fills the tile (list rows, stats, pickers).
   */
  fit?: 'cover' | 'contain';
}

/**
 * The one asset thumbnail (cards, list rows, stats, albums, home). SPEC 'Card image': the thumbhash colours are painted at once, a spinner shows until the grid
 * thumbnail arrives, which then fades in; on error a neutral tile with a generic icon. With no
 * thumbnail at all (documents, some links) the tile shows the type's icon.
 */
export const AssetThumbnail = memo(function AssetThumbnail(props: AssetThumbnailProps) {
  const { asset, className, dense } = props;
  const src = asset.thumbnailUrl;
  return src ? (
    // A new source starts over from 'loading'.
    <LoadingImage key={src} src={src} {...props} />
  ) : (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-1.5 bg-muted text-muted-foreground',
        className,
      )}
    >
      <AssetTypeIcon type={asset.type} className={dense ? 'size-6' : 'size-9'} />
      {dense ? null : (
        <span className="font-medium text-[0.7rem] uppercase tracking-wide">
          {assetsMessages.assetTypes[asset.type]}
        </span>
      )}
    </div>
  );
});

/**
 * The placeholder of a picture still loading, made when the main thread is idle, not while the
 * cards render: decoding a thumbhash into a PNG cost a phone's first screen some 60 ms (CPU ×4) for
 * pictures that were mostly already there (preloaded with the page). One made before is used at once.
 */
function useIdlePlaceholder(hash: string | null, loading: boolean): string | null {
  const [url, setUrl] = useState(() => madeThumbhashDataUrl(hash) ?? null);
  useEffect(() => {
    if (!loading || !hash || url) return;
    const make = () => setUrl(thumbhashDataUrl(hash));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(make, 0);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(make, { timeout: 500 });
    return () => window.cancelIdleCallback(idle);
  }, [hash, loading, url]);
  return url;
}

function LoadingImage({
  src,
  asset,
  className,
  dense,
  priority,
  fit = 'cover',
}: AssetThumbnailProps & { src: string }) {
  // A page (PDF, document) is shown whole, like a sheet of paper, not cropped.
  const page = asset.type === 'pdf' || asset.type === 'document';
  // Drawn by the server, the picture shows as it arrives: no code is there yet to fade it in.
  const drawnOnServer = useDrawnOnServer();
  const [status, setStatus] = useState<Status>(drawnOnServer ? 'loaded' : 'loading');
  const blur = useIdlePlaceholder(asset.placeholder, status === 'loading');
  const contain = page || fit === 'contain';
  // An image already in the browser cache may finish before React attaches onLoad.
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setStatus('loaded');
  }, []);

  return (
    <div
      className={cn('relative overflow-hidden bg-muted', className)}
      style={
        blur && status !== 'error' && !(contain && status === 'loaded')
          ? {
              backgroundImage: `url(${blur})`,
              // The thumbhash keeps the picture's proportions: letterboxed, it sits where the picture will.
              backgroundSize: fit === 'contain' && !page ? 'contain' : 'cover',
              backgroundPosition: 'center',
              backgroundRepeat: 'no-repeat',
            }
          : undefined
      }
    >
      {status === 'error' ? (
        <div className="absolute inset-0 flex items-center justify-center text-muted-foreground">
          <ImageOffIcon aria-hidden className={dense ? 'size-5' : 'size-8'} strokeWidth={1.5} />
        </div>
      ) : (
        <img
          ref={ref}
          src={src}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          draggable={false}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('error')}
          className={cn(
            'size-full transition-opacity duration-300 motion-reduce:transition-none',
            page ? 'object-contain p-[6%] drop-shadow-sm' : contain ? 'object-contain' : 'object-cover',
            status === 'loaded' ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
      {status === 'loading' ? (
        <LoaderCircleIcon
          aria-hidden
          className="absolute top-1/2 left-1/2 size-5 -translate-x-1/2 -translate-y-1/2 animate-spin text-white/80 drop-shadow"
        />
      ) : null}
    </div>
  );
}
