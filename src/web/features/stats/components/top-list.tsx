import { format } from '@shared/messages/format';
import { galleryMessages } from '@shared/messages/gallery';
import { statsMessages } from '@shared/messages/stats';
import type { Asset } from '@shared/schemas/asset';
import { AssetThumbnail } from '@web/components/asset-thumbnail';
import { ButtonLink } from '@web/components/button-link';
import { Card, CardContent } from '@web/components/ui/card';
import { formatRelative } from '@web/lib/dates';
import { countText, formatCount } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { ArrowRightIcon, DownloadIcon, EyeIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { IconCardHeader } from './icon-card-header';

const g = galleryMessages.gallery;

/**
 * A top-5 list: thumbnail (type icon without one), title (wrapped, whole on hover), views, downloads,
 * relative upload time; 'Ver todos' opens the gallery sorted the list's way.
 */
export function TopList({
  title,
  icon: Icon,
  assets,
  emptyText,
  seeAllTo,
}: {
  title: string;
  icon: LucideIcon;
  assets: readonly Asset[];
  emptyText: string;
  /** The whole list: the gallery in this list's order. */
  seeAllTo: string;
}) {
  return (
    <Card className="min-w-0 gap-3">
      <IconCardHeader
        icon={Icon}
        title={title}
        action={
          <ButtonLink
            to={seeAllTo}
            aria-label={format(statsMessages.statsPage.seeAllLabel, { list: title })}
            variant="ghost"
            size="sm"
            className="-my-1.5 text-primary"
          >
            {statsMessages.statsPage.seeAll}
            <ArrowRightIcon aria-hidden />
          </ButtonLink>
        }
      />
      <CardContent className="px-3 sm:px-4">
        {assets.length === 0 ? (
          <p className="px-3 py-6 text-center text-muted-foreground text-sm">{emptyText}</p>
        ) : (
          <ol className="grid grid-cols-1 gap-1">
            {assets.map((asset, index) => (
              <li key={asset.id}>
                <Link
                  to={paths.asset(asset.id)}
                  className="flex items-center gap-3 rounded-lg p-2 outline-none transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="w-4 shrink-0 text-center font-medium text-muted-foreground text-xs tabular-nums">
                    {index + 1}
                  </span>
                  <AssetThumbnail asset={asset} dense className="size-12 shrink-0 rounded-md" />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 break-words font-medium text-sm" title={asset.title}>
                      {asset.title}
                    </span>
                    <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-muted-foreground text-xs">
                      <Count icon={EyeIcon} value={asset.viewCount} one={g.viewsOne} other={g.viewsOther} />
                      <Count
                        icon={DownloadIcon}
                        value={asset.downloadCount}
                        one={g.downloadsOne}
                        other={g.downloadsOther}
                      />
                      <span>{formatRelative(asset.uploadedAt)}</span>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function Count({
  icon: Icon,
  value,
  one,
  other,
}: {
  icon: LucideIcon;
  value: number;
  one: string;
  other: string;
}) {
  const label = countText(value, one, other, { grouped: true });
  return (
    <span className="inline-flex items-center gap-1" title={label}>
      <Icon className="size-3.5" aria-hidden />
      <span className="tabular-nums" aria-hidden>
        {formatCount(value)}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
