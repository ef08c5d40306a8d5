import { downloadsMessages } from '@shared/messages/downloads';
import { statsMessages } from '@shared/messages/stats';
import type { AssetDownloads } from '@shared/schemas/stats';
import { RelativeTime } from '@web/components/relative-time';
import { LoadError } from '@web/components/state-panels';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { countText, formatCount } from '@web/lib/format';
import { UsersIcon } from 'lucide-react';
import { useAssetDownloads } from '../api/get-asset-downloads';
import { IconCardHeader } from './icon-card-header';

const m = statsMessages.assetDownloads;
const formats = downloadsMessages.downloadFormats;

type Item = AssetDownloads['items'][number];

function formatName(item: Item): string {
  const name = item.format ? formats[item.format] : formats.original;
  return item.stamped ? `${name}, ${m.stamped}` : name;
}

/** Admin, asset page: which units downloaded this asset, when and in which format. */
export function AssetDownloadsCard({ assetId }: { assetId: string }) {
  const downloads = useAssetDownloads(assetId);
  const data = downloads.data;

  return (
    <Card className="gap-4">
      <IconCardHeader
        icon={UsersIcon}
        heading
        title={m.title}
        titleClassName="text-base"
        description={data ? countText(data.total, m.totalOne, m.total, { grouped: true }) : m.description}
      />
      <CardContent className="grid gap-4 text-sm">
        {!data ? (
          downloads.isError ? (
            <LoadError message={m.loadError} onRetry={() => downloads.refetch()} />
          ) : (
            <Skeleton className="h-24 w-full" />
          )
        ) : data.total === 0 ? (
          <p className="text-muted-foreground">{m.empty}</p>
        ) : (
          <>
            <section aria-label={m.byUnit} className="grid gap-1.5">
              <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
                {m.byUnit}
              </h3>
              <ul className="grid gap-1">
                {data.byUnit.map((unit) => (
                  <li key={unit.unitId ?? 'none'} className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 break-words">{unit.unitName ?? m.noUnit}</span>
                    <span className="shrink-0 tabular-nums">{formatCount(unit.downloads)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <ol className="grid gap-2 border-t pt-3">
              {data.items.map((item) => (
                <li key={item.id} className="grid gap-0.5">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="min-w-0 break-words font-medium">{item.unitName ?? m.noUnit}</span>
                    <RelativeTime at={item.at} className="shrink-0 text-muted-foreground text-xs" />
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {item.userName ?? m.removedUser} · {formatName(item)}
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </CardContent>
    </Card>
  );
}
