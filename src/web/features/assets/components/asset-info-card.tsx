import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import { publicationMessages } from '@shared/messages/publication';
import type { Asset } from '@shared/schemas/asset';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime, formatDay, formatRelative } from '@web/lib/dates';
import { formatCount, formatFileSize } from '@web/lib/format';
import type { ReactNode } from 'react';
import { assetTypeLabel } from '../lib/labels';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium">{children}</dd>
    </div>
  );
}

/** SPEC info card: type, size, uploaded time (relative, in Portuguese), validity, views, downloads. */
export function AssetInfoCard({ asset }: { asset: Asset }) {
  const relative = formatRelative(asset.uploadedAt);
  return (
    <Card className="gap-2 py-5">
      <CardHeader className="px-5">
        <CardTitle className="text-base">{assetsMessages.assetPage.info}</CardTitle>
      </CardHeader>
      <CardContent className="px-5">
        <dl className="divide-y">
          <Row label={assetsMessages.assetPage.type}>{assetTypeLabel(asset.type)}</Row>
          {asset.size > 0 ? (
            <Row label={assetsMessages.assetPage.size}>{formatFileSize(asset.size)}</Row>
          ) : null}
          {asset.width && asset.height ? (
            <Row label={assetsMessages.assetPage.dimensions}>
              {format(assetsMessages.assetPage.dimensionsValue, {
                width: formatCount(asset.width),
                height: formatCount(asset.height),
              })}
            </Row>
          ) : null}
          <Row label={assetsMessages.assetPage.uploaded}>
            <time dateTime={asset.uploadedAt} title={formatDateTime(asset.uploadedAt)}>
              {relative}
            </time>
          </Row>
          {/* Issue 16: the window the asset is shown in (users see it only inside it). */}
          {asset.validFrom ? (
            <Row label={publicationMessages.publication.validFromLabel}>{formatDay(asset.validFrom)}</Row>
          ) : null}
          {asset.validUntil ? (
            <Row label={publicationMessages.publication.validUntilLabel}>{formatDay(asset.validUntil)}</Row>
          ) : null}
          <Row label={assetsMessages.assetPage.views}>
            <span className="tabular-nums">{formatCount(asset.viewCount)}</span>
          </Row>
          <Row label={assetsMessages.assetPage.downloads}>
            <span className="tabular-nums">{formatCount(asset.downloadCount)}</span>
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
