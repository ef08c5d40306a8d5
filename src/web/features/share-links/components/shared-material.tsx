import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import { shareLinksMessages } from '@shared/messages/share-links';
import type { PublicShare, SharedItem } from '@shared/schemas/share-link';
import { AssetTypeIcon } from '@web/components/asset-type-icon';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/dates';
import { countText, formatFileSize } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { CalendarClockIcon, DownloadIcon, EyeIcon } from 'lucide-react';

const m = shareLinksMessages.shareLinks;

type Material = NonNullable<PublicShare['material']>;

/** 'PDF · 1,2 MB': what the file is, for a card without a picture and under every picture. */
function fileFacts(item: SharedItem): string {
  return format(m.fileCard, { type: assetsMessages.assetTypes[item.type], size: formatFileSize(item.size) });
}

/** The item's picture (a PDF's first page too), or a card with its type's icon when it has none. */
function ItemPicture({ item, large }: { item: SharedItem; large: boolean }) {
  const src = large ? item.previewUrl : (item.thumbnailUrl ?? item.previewUrl);
  if (!src) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-muted text-muted-foreground">
        <AssetTypeIcon type={item.type} className="size-10" />
        <span className="text-sm">{assetsMessages.assetTypes[item.type]}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={format(m.previewAlt, { title: item.title })}
      width={item.width ?? undefined}
      height={item.height ?? undefined}
      loading={large ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('w-full bg-muted object-contain', large ? 'max-h-[70svh]' : 'aspect-[4/3]')}
    />
  );
}

function DownloadButton({ item, wide }: { item: SharedItem; wide?: boolean }) {
  if (!item.downloadUrl) return null;
  return (
    <Button asChild size={wide ? 'lg' : 'default'} className={cn(wide && 'w-full sm:w-auto')}>
      {/* A plain link: the file comes as an attachment, with the unlock cookie of this link's path. */}
      <a
        href={item.downloadUrl}
        download={item.fileName}
        aria-label={wide ? undefined : format(m.downloadItem, { title: item.title })}
      >
        <DownloadIcon aria-hidden />
        {m.download}
      </a>
    </Button>
  );
}

function Validity({ share }: { share: PublicShare }) {
  return (
    <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
      <CalendarClockIcon className="size-4 shrink-0" aria-hidden />
      {format(m.linkValidUntil, { date: formatDateTime(share.expiresAt) })}
    </p>
  );
}

function ViewOnlyNote() {
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-background p-3 text-sm">
      <EyeIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <p>
        <span className="font-medium">{m.viewOnlyTitle}.</span>{' '}
        <span className="text-muted-foreground">{m.viewOnlyNote}</span>
      </p>
    </div>
  );
}

function Heading({ material }: { material: Material }) {
  return (
    <header className="grid gap-2">
      <p className="font-medium text-primary text-sm">{m.sharedBy}</p>
      <h1 className="text-balance break-words font-semibold text-2xl tracking-tight sm:text-3xl">
        {material.title}
      </h1>
      {material.description.trim() ? (
        <p className="whitespace-pre-line text-pretty text-muted-foreground leading-relaxed">
          {material.description}
        </p>
      ) : null}
    </header>
  );
}

/** One asset: its picture large, its file's facts, 'Baixar' or the view-only note, the link's expiry. */
function SingleAsset({ share, material }: { share: PublicShare; material: Material }) {
  const item = material.items[0];
  if (!item) return null;
  return (
    <div className="grid gap-6">
      <Heading material={material} />
      <Card className="gap-0 overflow-hidden py-0">
        <ItemPicture item={item} large />
      </Card>
      <div className="grid gap-4 sm:flex sm:items-center sm:justify-between">
        <div className="grid gap-1">
          <p className="break-words font-medium text-sm">{item.fileName}</p>
          <p className="text-muted-foreground text-sm">{fileFacts(item)}</p>
        </div>
        <DownloadButton item={item} wide />
      </div>
      {share.allowDownload ? null : <ViewOnlyNote />}
      <Validity share={share} />
    </div>
  );
}

/** An album: its files as cards (picture, title, facts, 'Baixar'), in the album's order. */
function AlbumItems({ share, material }: { share: PublicShare; material: Material }) {
  const n = material.items.length;
  return (
    <div className="grid gap-6">
      <Heading material={material} />
      <div className="grid gap-1">
        <p className="font-medium text-sm">{countText(n, m.itemsOne, m.itemsOther)}</p>
        <Validity share={share} />
      </div>
      {share.allowDownload ? null : <ViewOnlyNote />}
      {n === 0 ? (
        <p className="rounded-lg border border-dashed bg-background p-6 text-center text-muted-foreground">
          {m.albumEmptyNow}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {material.items.map((item) => (
            <li key={item.position}>
              <Card className="h-full gap-0 overflow-hidden py-0">
                <ItemPicture item={item} large={false} />
                <div className="grid flex-1 content-between gap-3 p-4">
                  <div className="grid gap-1">
                    <h2 className="break-words font-medium leading-snug">{item.title}</h2>
                    <p className="text-muted-foreground text-sm">{fileFacts(item)}</p>
                  </div>
                  <DownloadButton item={item} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The material a partner link shows: one asset, or an album's files. */
export function SharedMaterial({ share }: { share: PublicShare }) {
  const material = share.material;
  if (!material) return null;
  return share.kind === 'album' ? (
    <AlbumItems share={share} material={material} />
  ) : (
    <SingleAsset share={share} material={material} />
  );
}
