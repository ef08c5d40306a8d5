import { assetsMessages } from '@shared/messages/assets';
import { galleryMessages } from '@shared/messages/gallery';
import type { Asset } from '@shared/schemas/asset';
import { ButtonLink } from '@web/components/button-link';
import { DialogFrame } from '@web/components/dialog-frame';
import { type DownloadChoice, DownloadFormatMenu } from '@web/components/download-format-menu';
import { Button } from '@web/components/ui/button';
import { countText, formatFileSize } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { ArrowUpRightIcon, DownloadIcon, ExternalLinkIcon, LinkIcon } from 'lucide-react';
import { hasDownloadFormats } from '../api/download-asset';
import type { ResultsController } from '../hooks/use-results-controller';
import { assetTypeLabel } from '../lib/labels';
import { AssetMedia } from './asset-media';

export interface PreviewDialogProps {
  /** The asset to show; null closes the dialog. Kept current from the list (counts rise live). */
  asset: Asset | null;
  onClose: () => void;
  onDownload: (asset: Asset, choice?: DownloadChoice) => void;
  onCopyLink: (id: string) => void;
}

/** SPEC card click: title, description (or 'Sem descrição'), the media and 'Baixar Arquivo'. */
export function PreviewDialog({ asset, onClose, onDownload, onCopyLink }: PreviewDialogProps) {
  // Closing unmounts it at once: there is no asset to show while it would animate out.
  if (!asset) return null;
  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="gap-5 sm:max-w-3xl lg:max-w-4xl"
      headerClassName="pr-8 text-left"
      title={asset.title}
      titleClassName="text-pretty text-lg leading-snug"
      description={asset.description.trim() || galleryMessages.gallery.noDescription}
      descriptionClassName="line-clamp-4 whitespace-pre-line text-pretty"
      footerClassName="gap-2"
      footer={
        <>
          <Button variant="outline" onClick={() => onCopyLink(asset.id)}>
            <LinkIcon aria-hidden />
            {assetsMessages.assetPage.copyLink}
          </Button>
          <ButtonLink to={paths.asset(asset.id)} variant="outline">
            <ArrowUpRightIcon aria-hidden />
            {galleryMessages.gallery.viewDetails}
          </ButtonLink>
          <DownloadFormatMenu
            onDownload={(choice) => onDownload(asset, choice)}
            hasFormats={hasDownloadFormats(asset)}
          >
            {asset.isExternal ? <ExternalLinkIcon aria-hidden /> : <DownloadIcon aria-hidden />}
            {galleryMessages.gallery.downloadFile}
          </DownloadFormatMenu>
        </>
      }
    >
      <AssetMedia
        asset={asset}
        onDownload={() => onDownload(asset)}
        imageClassName="max-h-[min(60vh,40rem)]"
      />
      <p className="text-muted-foreground text-xs">
        {[
          assetTypeLabel(asset.type),
          asset.size > 0 ? formatFileSize(asset.size) : null,
          countText(asset.viewCount, galleryMessages.gallery.viewsOne, galleryMessages.gallery.viewsOther, {
            grouped: true,
          }),
          countText(
            asset.downloadCount,
            galleryMessages.gallery.downloadsOne,
            galleryMessages.gallery.downloadsOther,
            { grouped: true },
          ),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </DialogFrame>
  );
}

/** The preview of the card opened in a result list (the gallery, the similar images). */
export function ResultsPreviewDialog({ controller }: { controller: ResultsController }) {
  return (
    <PreviewDialog
      asset={controller.previewAsset}
      onClose={controller.closePreview}
      onDownload={(asset, choice) => void controller.download(asset, choice)}
      onCopyLink={controller.handlers.onCopyLink}
    />
  );
}
