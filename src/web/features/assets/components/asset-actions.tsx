import { messages } from '@shared/messages/pt-BR';
import type { Asset } from '@shared/schemas/asset';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { DownloadIcon, ExternalLinkIcon, LinkIcon, PencilIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface AssetActionsProps {
  asset: Asset;
  canEdit: boolean;
  onDownload: () => void;
  onCopyLink: () => void;
  albumAction?: ReactNode;
}

/** SPEC actions: Download, Copiar Link, Adicionar ao Álbum (given by the app), Editar (admins). */
export function AssetActions({ asset, canEdit, onDownload, onCopyLink, albumAction }: AssetActionsProps) {
  return (
    <div className="grid gap-2">
      <Button size="lg" onClick={onDownload} disabled={!asset.downloadUrl}>
        {asset.isExternal ? <ExternalLinkIcon aria-hidden /> : <DownloadIcon aria-hidden />}
        {asset.isExternal ? messages.assetPage.openSource : messages.assetPage.download}
      </Button>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onCopyLink} className={canEdit ? undefined : 'col-span-2'}>
          <LinkIcon aria-hidden />
          {messages.assetPage.copyLink}
        </Button>
        {canEdit ? (
          <Button asChild variant="outline">
            <Link to={paths.editAsset(asset.id)}>
              <PencilIcon aria-hidden />
              {messages.assetPage.edit}
            </Link>
          </Button>
        ) : null}
      </div>
      {albumAction}
      {asset.isExternal ? (
        <p className="text-muted-foreground text-xs">{messages.assetPage.externalNote}</p>
      ) : null}
    </div>
  );
}
