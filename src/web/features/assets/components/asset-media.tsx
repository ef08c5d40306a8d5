import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import { galleryMessages } from '@shared/messages/gallery';
import type { Asset } from '@shared/schemas/asset';
import { Button } from '@web/components/ui/button';
import { thumbhashDataUrl } from '@web/lib/thumbhash';
import { cn } from '@web/lib/utils';
import { DownloadIcon, EyeOffIcon } from 'lucide-react';
import { useState } from 'react';

export interface AssetMediaProps {
  asset: Asset;
  onDownload: () => void;
  /** Height cap of images: the dialog leaves room for its text and buttons. */
  imageClassName?: string;
  className?: string;
}

/**
 * The preview of an asset by what it is (SPEC preview and asset detail): an external video's player
 * (autoplay off, muted; the URL comes from the server), else the preview image (the photo itself, a
 * PDF's first page, a PSD's composite), else 'Visualização não disponível' with a download.
 *
 * PDFs are not shown in a frame: the download route answers `Content-Disposition: attachment` with
 * a sandbox CSP (files are never rendered from our origin, DESIGN 5), so a frame of it would only
 * trigger a download. Here (the preview dialog) a PDF shows its rendered first page; the asset page
 * reads the whole document with pdf.js instead (asset-preview.tsx).
 */
export function AssetMedia({ asset, onDownload, imageClassName, className }: AssetMediaProps) {
  if (asset.embedUrl) {
    return (
      <div className={cn('aspect-video w-full overflow-hidden rounded-lg bg-black', className)}>
        <iframe
          src={asset.embedUrl}
          title={format(assetsMessages.assetPage.videoTitle, { title: asset.title })}
          className="size-full border-0"
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (asset.previewUrl) {
    return (
      <figure
        className={cn('flex flex-col items-center gap-2 overflow-hidden rounded-lg bg-muted/60', className)}
      >
        <PreviewImage asset={asset} src={asset.previewUrl} className={imageClassName} />
        {asset.type === 'pdf' ? (
          <figcaption className="pb-2 text-muted-foreground text-xs">
            {galleryMessages.gallery.pdfFirstPage}
          </figcaption>
        ) : null}
      </figure>
    );
  }
  return <NoPreview onDownload={onDownload} className={className} />;
}

function PreviewImage({ asset, src, className }: { asset: Asset; src: string; className?: string }) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const blur = thumbhashDataUrl(asset.placeholder);
  if (failed) {
    return (
      <div className="flex aspect-video w-full items-center justify-center text-muted-foreground">
        <EyeOffIcon aria-hidden className="size-8" strokeWidth={1.5} />
        <span className="sr-only">{galleryMessages.gallery.previewUnavailable}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={asset.title}
      width={asset.width ?? undefined}
      height={asset.height ?? undefined}
      decoding="async"
      onLoad={() => setLoaded(true)}
      onError={() => setFailed(true)}
      className={cn('h-auto max-h-[70vh] w-auto max-w-full object-contain', className)}
      style={
        blur && !loaded
          ? { backgroundImage: `url(${blur})`, backgroundSize: '100% 100%', backgroundRepeat: 'no-repeat' }
          : undefined
      }
    />
  );
}

export function NoPreview({ onDownload, className }: { onDownload: () => void; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed bg-muted/40 px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-background text-muted-foreground shadow-xs">
        <EyeOffIcon aria-hidden className="size-5" />
      </span>
      <p className="font-medium">{galleryMessages.gallery.previewUnavailable}</p>
      <Button variant="outline" onClick={onDownload}>
        <DownloadIcon aria-hidden />
        {galleryMessages.gallery.downloadToView}
      </Button>
    </div>
  );
}
