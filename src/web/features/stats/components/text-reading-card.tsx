import { assetTextMessages } from '@shared/messages/asset-text';
import type { Stats } from '@shared/schemas/stats';
import { Card, CardContent } from '@web/components/ui/card';
import { formatCount } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { ScanTextIcon } from 'lucide-react';
import { IconCardHeader } from './icon-card-header';

const m = assetTextMessages.assetText;

/** Issue 39: how many files' words are read, waiting in the queue, failed, or had none legible. */
export function TextReadingCard({
  reading,
  className,
}: {
  reading: Stats['textReading'];
  className?: string;
}) {
  const rows = [
    { label: m.statsRead, value: reading.done },
    { label: m.statsPending, value: reading.pending },
    { label: m.statsFailed, value: reading.failed, alert: reading.failed > 0 },
    { label: m.statsNone, value: reading.none },
  ];
  return (
    <Card className={cn('min-w-0 gap-4', className)} data-testid="text-reading">
      <IconCardHeader icon={ScanTextIcon} title={m.statsTitle} description={m.statsDescription} />
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-0.5">
              <dt className="text-muted-foreground text-sm">{row.label}</dt>
              <dd
                className={cn(
                  'font-semibold text-xl tabular-nums tracking-tight',
                  row.alert && 'text-destructive',
                )}
              >
                {formatCount(row.value)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
