import { albumsMessages } from '@shared/messages/albums';
import { format } from '@shared/messages/format';
import type { Album } from '@shared/schemas/album';
import { CardLink } from '@web/components/card-link';
import { formatRelative } from '@web/lib/dates';
import { paths } from '@web/lib/paths';
import { albumCountLabel } from '../lib/album-count';
import { AlbumActionsMenu } from './album-actions-menu';
import { AlbumCover } from './album-cover';

const m = albumsMessages.albumsPage;

export interface AlbumCardProps {
  album: Album;
  onEdit: (album: Album) => void;
  onDelete: (album: Album) => void;
}

/** Cover, name, file count and last change; the whole card opens the album, the menu edits or deletes. */
export function AlbumCard({ album, onEdit, onDelete }: AlbumCardProps) {
  return (
    <article className="group relative flex h-full flex-row overflow-hidden sm:flex-col rounded-xl border bg-card shadow-xs transition-shadow has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 hover:shadow-md">
      {/* Phones: a compact row (cover at the side); larger screens: a card with the cover on top. */}
      <AlbumCover album={album} className="aspect-square w-28 shrink-0 sm:aspect-[4/3] sm:w-full" />
      <div className="flex min-w-0 flex-1 items-start gap-2 p-3 sm:p-4">
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 break-words font-semibold leading-snug">
            <CardLink to={paths.album(album.id)}>{album.name}</CardLink>
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">
            {albumCountLabel(album.assetCount)}
            <span aria-hidden> · </span>
            {format(m.updatedRelative, { relative: formatRelative(album.updatedAt) })}
          </p>
          {album.description ? (
            <p className="mt-2 line-clamp-2 text-pretty text-muted-foreground text-sm">{album.description}</p>
          ) : null}
        </div>
        <AlbumActionsMenu
          name={album.name}
          onEdit={() => onEdit(album)}
          onDelete={() => onDelete(album)}
          className="relative z-10 -mt-1 -mr-2 size-8 shrink-0"
        />
      </div>
    </article>
  );
}
