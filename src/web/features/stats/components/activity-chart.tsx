import { format } from '@shared/messages/format';
import { statsMessages } from '@shared/messages/stats';
import { formatCount } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { useId, useState } from 'react';
import { useElementWidth } from '../hooks/use-element-width';
import {
  areaPath,
  type DayCount,
  formatDayHeading,
  formatDayLong,
  formatDayShort,
  linePath,
  niceTicks,
  scaleLinear,
  seriesSummary,
  xTickIndices,
} from '../lib/chart';

const m = statsMessages.statsPage;
const MARGIN = { top: 12, right: 14, bottom: 28, left: 44 };
/** Room per x-axis label ('12 mar'), so labels never collide at 390 px. */
const LABEL_WIDTH = 58;

export const VIEWS_COLOR = 'var(--color-primary)';
export const DOWNLOADS_COLOR = 'oklch(0.72 0.15 60)';
/** The chart's two lines, the views' drawn first. */
const LINES = [
  { key: 'views', color: VIEWS_COLOR },
  { key: 'downloads', color: DOWNLOADS_COLOR },
] as const;

/** The period's summary sentence, for screen readers and under the chart title. */
export function chartSummary(series: readonly DayCount[], days: number): string {
  const summary = seriesSummary(series);
  const from = series[0] ? formatDayLong(series[0].date) : '';
  const to = series.at(-1) ? formatDayLong(series.at(-1)!.date) : '';
  if (!summary.peak && summary.downloads === 0) return format(m.chartSummaryEmpty, { days, from, to });
  return format(m.chartSummary, {
    days,
    from,
    to,
    views: formatCount(summary.views),
    downloads: formatCount(summary.downloads),
    peakDate: summary.peak ? formatDayLong(summary.peak.date) : '—',
    peakViews: formatCount(summary.peak?.views ?? 0),
  });
}

/**
 * Views and downloads per day as two lines, drawn in SVG at the container's real width (readable
 * labels at 390 px). Pointing at a day shows its values; the table under it gives every day's numbers.
 */
export function ActivityChart({ series, days }: { series: readonly DayCount[]; days: number }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const titleId = useId();
  const descId = useId();
  const height = width > 0 && width < 520 ? 220 : 280;

  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const baseline = height - MARGIN.bottom;
  const summary = seriesSummary(series);
  const { top, ticks } = niceTicks(summary.max);
  const x = scaleLinear([0, Math.max(1, series.length - 1)], [MARGIN.left, MARGIN.left + innerWidth]);
  const y = scaleLinear([0, top], [baseline, MARGIN.top]);
  const points = (key: (typeof LINES)[number]['key']) =>
    series.map((day, i) => ({ x: x(i), y: y(day[key]) }));
  const labels = xTickIndices(series.length, Math.max(2, Math.floor(innerWidth / LABEL_WIDTH)));
  const empty = summary.max === 0;
  const activeDay = active !== null ? series[active] : undefined;

  const pick = (clientX: number, element: SVGSVGElement) => {
    if (series.length === 0) return;
    const left = element.getBoundingClientRect().left;
    const index = Math.round(x.invert(clientX - left));
    setActive(Math.min(series.length - 1, Math.max(0, index)));
  };

  return (
    <div ref={ref} className="relative w-full" style={{ height }}>
      {width > 0 ? (
        <svg
          width={width}
          height={height}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="block touch-pan-y"
          onPointerMove={(event) => pick(event.clientX, event.currentTarget)}
          onPointerDown={(event) => pick(event.clientX, event.currentTarget)}
          onPointerLeave={() => setActive(null)}
        >
          <title id={titleId}>{m.chartTitle}</title>
          <desc id={descId}>{chartSummary(series, days)}</desc>
          <g aria-hidden>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={MARGIN.left}
                  x2={MARGIN.left + innerWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke="var(--color-border)"
                  strokeDasharray={tick === 0 ? undefined : '3 4'}
                />
                <text
                  x={MARGIN.left - 8}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  className="fill-muted-foreground text-[11px] tabular-nums"
                >
                  {formatCount(tick)}
                </text>
              </g>
            ))}
            {labels.map((index) => (
              <text
                key={index}
                x={x(index)}
                y={baseline + 18}
                textAnchor={index === 0 ? 'start' : index === series.length - 1 ? 'end' : 'middle'}
                className="fill-muted-foreground text-[11px]"
              >
                {series[index] ? formatDayShort(series[index].date) : ''}
              </text>
            ))}
            {empty ? null : (
              <>
                <path d={areaPath(points('views'), baseline)} fill={VIEWS_COLOR} fillOpacity={0.08} />
                {LINES.map((line) => (
                  <path
                    key={line.key}
                    d={linePath(points(line.key))}
                    fill="none"
                    stroke={line.color}
                    strokeWidth={2}
                    strokeLinejoin="round"
                  />
                ))}
              </>
            )}
            {activeDay && active !== null ? (
              <g>
                <line
                  x1={x(active)}
                  x2={x(active)}
                  y1={MARGIN.top}
                  y2={baseline}
                  stroke="var(--color-muted-foreground)"
                  strokeOpacity={0.4}
                />
                {LINES.map((line) => (
                  <circle
                    key={line.key}
                    cx={x(active)}
                    cy={y(activeDay[line.key])}
                    r={4}
                    fill={line.color}
                    stroke="white"
                    strokeWidth={1.5}
                  />
                ))}
              </g>
            ) : null}
          </g>
        </svg>
      ) : null}
      {empty && width > 0 ? (
        <p className="pointer-events-none absolute inset-x-0 top-[38%] flex justify-center px-6 text-center">
          <span className="rounded-md bg-card/95 px-3 py-1.5 text-muted-foreground text-sm shadow-xs ring-1 ring-border">
            {m.chartEmpty}
          </span>
        </p>
      ) : null}
      {activeDay && active !== null ? (
        <div
          className={cn(
            'pointer-events-none absolute top-2 z-10 w-max max-w-[14rem] rounded-md border bg-popover px-3 py-2 text-popover-foreground text-xs shadow-md',
          )}
          style={
            x(active) > width / 2
              ? { right: Math.max(4, width - x(active) + 10) }
              : { left: Math.min(width - 150, x(active) + 10) }
          }
        >
          <p className="font-medium first-letter:uppercase">{formatDayHeading(activeDay.date)}</p>
          <p className="mt-1 flex items-center gap-2">
            <span className="size-2 rounded-full" style={{ background: VIEWS_COLOR }} aria-hidden />
            {m.views}: <span className="font-medium tabular-nums">{formatCount(activeDay.views)}</span>
          </p>
          <p className="flex items-center gap-2">
            <span className="size-2 rounded-full" style={{ background: DOWNLOADS_COLOR }} aria-hidden />
            {m.downloads}:{' '}
            <span className="font-medium tabular-nums">{formatCount(activeDay.downloads)}</span>
          </p>
        </div>
      ) : null}
    </div>
  );
}
