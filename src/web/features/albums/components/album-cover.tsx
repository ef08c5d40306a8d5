import type { Album } from '@shared/schemas/album';
import { thumbhashDataUrl } from '@web/lib/thumbhash';
import { cn } from '@web/lib/utils';
import { ImagesIcon } from 'lucide-react';
import { useState } from 'react';

/**
 * The album's cover: the grid thumbnail of its first image (over its thumbhash while loading), or a
 * calm empty cover when the album has no image yet. Decorative: the card names the album.
 */
export function AlbumCover({
  album,
  className,
}: {
  album: Pick<Album, 'thumbnailUrl' | 'placeholder'>;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const placeholder = thumbhashDataUrl(album.placeholder);
  const url = album.thumbnailUrl && failed !== album.thumbnailUrl ? album.thumbnailUrl : null;

  return (
    <div
      className={cn('relative overflow-hidden bg-muted bg-center bg-cover', className)}
      style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
    >
      {url ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          onError={() => setFailed(url)}
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-[linear-gradient(140deg,oklch(0.97_0.012_205),oklch(0.93_0.03_205))]">
          <span className="flex size-[40%] max-h-14 max-w-14 items-center justify-center rounded-2xl bg-white/70 text-primary/55 shadow-xs ring-1 ring-black/5">
            <ImagesIcon className="size-1/2" strokeWidth={1.5} aria-hidden />
          </span>
        </div>
      )}
    </div>
  );
}
