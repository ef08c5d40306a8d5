import { format } from '@shared/messages/format';
import { statsMessages } from '@shared/messages/stats';
import type { Stats } from '@shared/schemas/stats';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatCount } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { seriesSummary } from '../lib/chart';
import { ActivityChart, chartSummary, DOWNLOADS_COLOR, VIEWS_COLOR } from './activity-chart';
import { DailyTable } from './daily-table';

const m = statsMessages.statsPage;

/** The chart periods offered (the API also knows 7 days). */
export const CHART_PERIODS = [30, 90] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

export function ActivityCard({
  stats,
  days,
  onDaysChange,
  updating,
  className,
}: {
  stats: Stats;
  days: ChartPeriod;
  onDaysChange: (days: ChartPeriod) => void;
  updating: boolean;
  className?: string;
}) {
  const summary = seriesSummary(stats.series);
  return (
    <Card className={cn('min-w-0 gap-4', className)}>
      <CardHeader className="flex flex-col gap-3 px-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="grid gap-1.5">
          <CardTitle>{m.chartTitle}</CardTitle>
          <p className="text-muted-foreground text-sm">{chartSummary(stats.series, stats.days)}</p>
        </div>
        <fieldset className="inline-flex shrink-0 self-start rounded-lg border bg-muted/50 p-0.5">
          <legend className="sr-only">{m.periodLabel}</legend>
          {CHART_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={days === period}
              onClick={() => onDaysChange(period)}
              className={cn(
                'h-8 rounded-md px-3 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                days === period
                  ? 'bg-background text-foreground shadow-xs'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {format(m.periodDays, { n: period })}
            </button>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent className={cn('grid gap-3 px-4 transition-opacity sm:px-6', updating && 'opacity-60')}>
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <Legend color={VIEWS_COLOR} label={m.views} value={summary.views} />
          <Legend color={DOWNLOADS_COLOR} label={m.downloads} value={summary.downloads} />
        </div>
        <ActivityChart series={stats.series} days={stats.days} />
        <DailyTable series={stats.series} />
      </CardContent>
    </Card>
  );
}

function Legend({ color, label, value }: { color: string; label: string; value: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="h-0.5 w-4 rounded-full" style={{ background: color }} aria-hidden />
      <span className="text-muted-foreground">{label}</span>
      <span className="font-semibold tabular-nums">{formatCount(value)}</span>
    </span>
  );
}
