import { albumsMessages } from '@shared/messages/albums';
import { format } from '@shared/messages/format';
import type { AlbumDetail as AlbumDetailData } from '@shared/schemas/album';
import type { Asset } from '@shared/schemas/asset';
import { ButtonLink } from '@web/components/button-link';
import { DetailPageFrame, DetailTitle } from '@web/components/detail-page-frame';
import { DownloadFormatMenu } from '@web/components/download-format-menu';
import { StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatRelative } from '@web/lib/dates';
import { paths } from '@web/lib/paths';
import { DownloadIcon, FolderSearchIcon, ImagesIcon, PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadAlbum } from '../api/download-album';
import { useAlbum } from '../api/get-album';
import { albumCountLabel } from '../lib/album-count';
import { AddAssetsDialog } from './add-assets-dialog';
import { AlbumActionsMenu } from './album-actions-menu';
import { AlbumAssetCard } from './album-asset-card';
import { AlbumFormDialog } from './album-form-dialog';
import { DeleteAlbumDialog } from './delete-album-dialog';
import { RemoveAssetDialog } from './remove-asset-dialog';

const m = albumsMessages.albumsPage;

/** SPEC 'Albums': an open album — its files, back, add files, remove, download as one ZIP. */
export function AlbumDetail({
  albumId,
  shareAction,
}: {
  albumId: string;
  /** The app's 'Link para parceiros' for this album (the share-links feature owns it). */
  shareAction?: (album: AlbumDetailData) => React.ReactNode;
}) {
  const album = useAlbum(albumId);
  return (
    <DetailPageFrame
      query={album}
      backTo={paths.albums}
      backLabel={m.back}
      loading={<DetailSkeleton />}
      notFound={
        <StatePanel
          icon={FolderSearchIcon}
          title={m.notFoundTitle}
          text={m.notFoundDescription}
          actions={
            <ButtonLink to={paths.albums} variant="outline">
              {m.backToAlbums}
            </ButtonLink>
          }
        />
      }
      loadError={m.loadError}
    >
      {(data) => <AlbumBody data={data} shareAction={shareAction} />}
    </DetailPageFrame>
  );
}

function AlbumBody({
  data,
  shareAction,
}: {
  data: AlbumDetailData;
  shareAction: ((album: AlbumDetailData) => React.ReactNode) | undefined;
}) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState<Asset | null>(null);
  const existingIds = useMemo(() => new Set(data.assets.map((asset) => asset.id)), [data]);
  const empty = data.assets.length === 0;
  return (
    <>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <DetailTitle>{data.name}</DetailTitle>
          {data.description ? (
            <p className="mt-2 max-w-3xl text-pretty text-muted-foreground">{data.description}</p>
          ) : null}
          <p className="mt-2 text-muted-foreground text-sm">
            {albumCountLabel(data.assets.length)}
            <span aria-hidden> · </span>
            {format(m.updatedRelative, { relative: formatRelative(data.updatedAt) })}
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-[1fr_auto] gap-2 sm:flex sm:items-center">
          <Button onClick={() => setAdding(true)} className="col-span-2 sm:col-span-1">
            <PlusIcon aria-hidden />
            {m.addFiles}
          </Button>
          {shareAction?.(data)}
          <DownloadFormatMenu
            variant="outline"
            disabled={empty}
            title={empty ? undefined : m.downloadHint}
            onDownload={(choice) => downloadAlbum({ id: data.id, assetCount: data.assets.length }, choice)}
            hasFormats
          >
            <DownloadIcon aria-hidden />
            {m.download}
          </DownloadFormatMenu>
          <AlbumActionsMenu
            name={data.name}
            onEdit={() => setEditing(true)}
            onDelete={() => setDeleting(true)}
            variant="outline"
          />
        </div>
      </div>

      <div className="mt-8">
        {empty ? (
          <div className="rounded-xl border border-dashed bg-muted/30">
            <StatePanel
              icon={ImagesIcon}
              title={m.detailEmptyTitle}
              text={m.detailEmptyDescription}
              actions={
                <Button onClick={() => setAdding(true)}>
                  <PlusIcon aria-hidden />
                  {m.addFiles}
                </Button>
              }
            />
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
            {data.assets.map((asset) => (
              <li key={asset.id}>
                <AlbumAssetCard asset={asset} onRemove={setRemoving} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <AddAssetsDialog album={data} existingIds={existingIds} open={adding} onOpenChange={setAdding} />
      <AlbumFormDialog open={editing} onOpenChange={setEditing} album={data} />
      <DeleteAlbumDialog
        album={deleting ? data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(paths.albums, { replace: true })}
      />
      <RemoveAssetDialog albumId={data.id} asset={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <p className="sr-only">{m.loading}</p>
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="mt-3 h-4 w-40" />
      <div className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className="aspect-[4/5] w-full" />
        ))}
      </div>
    </div>
  );
}
