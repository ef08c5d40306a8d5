import { albumsMessages } from '@shared/messages/albums';
import { format } from '@shared/messages/format';
import type { Album } from '@shared/schemas/album';
import { Page } from '@web/components/page';
import { SearchInput } from '@web/components/search-input';
import { LoadError, StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { FolderPlusIcon, ImagesIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlbums } from '../api/get-albums';
import { AlbumCard } from './album-card';
import { AlbumFormDialog } from './album-form-dialog';
import { DeleteAlbumDialog } from './delete-album-dialog';

const m = albumsMessages.albumsPage;

/** SPEC 'Albums': the list with search, create, edit and delete; a card opens the album. */
export function AlbumsOverview() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const albums = useAlbums(q);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Album | null>(null);
  const [deleting, setDeleting] = useState<Album | null>(null);

  const list = albums.data?.items ?? [];
  const searching = q !== '';

  return (
    <Page
      title={m.title}
      description={m.description}
      actions={
        <Button onClick={() => setCreating(true)} className="w-full sm:w-auto">
          <PlusIcon aria-hidden />
          {m.newAlbum}
        </Button>
      }
    >
      {list.length > 0 || searching ? (
        <SearchInput
          wrapperClassName="mt-6 max-w-md"
          value={search}
          onValueChange={setSearch}
          placeholder={m.searchPlaceholder}
          label={m.searchLabel}
        />
      ) : null}

      <div className="mt-6">
        {albums.isPending ? (
          <AlbumsSkeleton />
        ) : albums.isError && !albums.data ? (
          <LoadError message={m.loadError} onRetry={() => albums.refetch()} />
        ) : list.length === 0 && searching ? (
          <StatePanel icon={SearchXIcon} title={format(m.noMatch, { q })} />
        ) : list.length === 0 ? (
          <div className="rounded-xl border border-dashed bg-muted/30">
            <StatePanel
              icon={ImagesIcon}
              title={m.emptyTitle}
              text={m.emptyDescription}
              actions={
                <Button onClick={() => setCreating(true)}>
                  <FolderPlusIcon aria-hidden />
                  {m.createFirst}
                </Button>
              }
            />
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {list.map((album) => (
              <li key={album.id}>
                <AlbumCard album={album} onEdit={setEditing} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <AlbumFormDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(album) => navigate(paths.album(album.id))}
      />
      <AlbumFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        album={editing}
      />
      <DeleteAlbumDialog album={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}

function AlbumsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true">
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="overflow-hidden rounded-xl border">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <SkeletonStack bars={['h-4 w-2/3', 'h-3 w-1/2']} className="gap-2 p-4" />
        </div>
      ))}
    </div>
  );
}
