import { assetsMessages } from '@shared/messages/assets';
import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import { AssetTypeIcon } from '@web/components/asset-type-icon';
import { formatDateTime } from '@web/lib/dates';
import { formatFileSize } from '@web/lib/format';
import { ExternalLinkIcon } from 'lucide-react';
import { useState } from 'react';

/** What is stored now: thumbnail (or a type icon), name, size, dimensions, who sent it and when. */
export function CurrentFile({ asset }: { asset: Asset }) {
  const [broken, setBroken] = useState(false);
  const uploader = asset.uploader?.name || commonMessages.common.anonymousUser;
  const details = [
    assetsMessages.assetTypes[asset.type],
    asset.isExternal ? null : formatFileSize(asset.size),
    asset.width && asset.height ? `${asset.width} × ${asset.height} px` : null,
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-lg border bg-muted sm:w-40">
        {asset.thumbnailUrl && !broken ? (
          <img
            src={asset.thumbnailUrl}
            alt={asset.title}
            onError={() => setBroken(true)}
            referrerPolicy="no-referrer"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <AssetTypeIcon type={asset.type} className="size-9" />
          </div>
        )}
      </div>
      <div className="grid grid-cols-1 min-w-0 gap-1 text-sm">
        <p className="text-muted-foreground text-xs uppercase tracking-wide">
          {asset.isExternal ? assetsMessages.assetEdit.externalLink : assetsMessages.assetEdit.currentFile}
        </p>
        {asset.isExternal && asset.externalUrl ? (
          <a
            href={asset.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-start gap-1 break-all font-medium text-primary underline-offset-2 hover:underline"
          >
            {asset.externalUrl}
            <ExternalLinkIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          </a>
        ) : (
          <p className="break-all font-medium">{asset.originalName ?? asset.title}</p>
        )}
        <p className="text-muted-foreground">{details.join(' · ')}</p>
        <p className="text-muted-foreground text-xs">
          {format(assetsMessages.assetEdit.uploadedOn, {
            date: formatDateTime(asset.uploadedAt),
            name: uploader,
          })}
        </p>
      </div>
    </div>
  );
}
