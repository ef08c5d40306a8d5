import { ASSET_TYPES } from '@shared/constants';
import { statsMessages } from '@shared/messages/stats';
import type { Stats } from '@shared/schemas/stats';
import { AssetTypeIcon } from '@web/components/asset-type-icon';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatCount } from '@web/lib/format';
import { cn } from '@web/lib/utils';

const m = statsMessages.statsPage;

/** SPEC 'Stats': file counts per type, largest first, with a bar of each type's share. */
export function TypeCounts({ byType, className }: { byType: Stats['byType']; className?: string }) {
  const rows = ASSET_TYPES.map((type) => ({ type, count: byType[type] ?? 0 }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count);
  const total = rows.reduce((sum, row) => sum + row.count, 0);

  return (
    <Card className={cn('min-w-0 gap-4', className)}>
      <CardHeader>
        <CardTitle>{m.byTypeTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground text-sm">{m.byTypeEmpty}</p>
        ) : (
          <ul className="grid gap-3.5">
            {rows.map((row) => (
              <li key={row.type} className="grid gap-1.5">
                <div className="flex items-center gap-2 text-sm">
                  <AssetTypeIcon type={row.type} className="size-4 text-muted-foreground" />
                  <span className="flex-1">{m.typeNames[row.type]}</span>
                  <span className="font-semibold tabular-nums">{formatCount(row.count)}</span>
                </div>
                <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                  <div
                    className="h-full rounded-full bg-primary/70"
                    style={{ width: `${Math.max(2, (row.count / total) * 100)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
