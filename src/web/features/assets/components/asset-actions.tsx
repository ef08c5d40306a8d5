import { assetsMessages } from '@shared/messages/assets';
import type { Asset } from '@shared/schemas/asset';
import { ButtonLink } from '@web/components/button-link';
import { type DownloadChoice, DownloadFormatMenu } from '@web/components/download-format-menu';
import { PendingButton } from '@web/components/pending-button';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { DownloadIcon, ExternalLinkIcon, LinkIcon, PencilIcon, Share2Icon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AssetActionsProps {
  asset: Asset;
  canEdit: boolean;
  /** No choice: the original as it is; a choice: a format, with the unit stamp or not. */
  onDownload: (choice?: DownloadChoice) => void;
  /** Images: 'Baixar' offers the formats (Instagram, WhatsApp ...) beside the original. */
  hasFormats: boolean;
  onCopyLink: () => void;
  albumAction?: ReactNode;
  /** 'Compartilhar', only where the browser can share the file (hooks/use-share-asset). */
  share?: { onShare: () => void; preparing: boolean } | undefined;
}

/**
 * SPEC actions: Download, Compartilhar (phones), Copiar Link, Adicionar ao Álbum (given by the app),
 * Editar (admins).
 */
export function AssetActions({
  asset,
  canEdit,
  onDownload,
  hasFormats,
  onCopyLink,
  albumAction,
  share,
}: AssetActionsProps) {
  return (
    <div className="grid gap-2">
      <DownloadFormatMenu
        size="lg"
        onDownload={onDownload}
        disabled={!asset.downloadUrl}
        hasFormats={hasFormats}
      >
        {asset.isExternal ? <ExternalLinkIcon aria-hidden /> : <DownloadIcon aria-hidden />}
        {asset.isExternal ? assetsMessages.assetPage.openSource : assetsMessages.assetPage.download}
      </DownloadFormatMenu>
      {/* Two a row; an odd last button takes the whole row. */}
      <div className="grid grid-cols-2 gap-2 [&>:last-child:nth-child(odd)]:col-span-2">
        {share ? (
          <PendingButton
            variant="outline"
            pending={share.preparing}
            pendingLabel={assetsMessages.assetPage.sharePreparing}
            icon={<Share2Icon aria-hidden />}
            onClick={share.onShare}
          >
            {assetsMessages.assetPage.share}
          </PendingButton>
        ) : null}
        <Button variant="outline" onClick={onCopyLink}>
          <LinkIcon aria-hidden />
          {assetsMessages.assetPage.copyLink}
        </Button>
        {canEdit ? (
          <ButtonLink to={paths.editAsset(asset.id)} variant="outline">
            <PencilIcon aria-hidden />
            {assetsMessages.assetPage.edit}
          </ButtonLink>
        ) : null}
      </div>
      {albumAction}
      {asset.isExternal ? (
        <p className="text-muted-foreground text-xs">{assetsMessages.assetPage.externalNote}</p>
      ) : null}
    </div>
  );
}
