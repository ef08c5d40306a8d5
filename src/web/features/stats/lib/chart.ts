import { format as formatPattern } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** A 1-2-5 step at least `rough` (0.7 -> 1, 3 -> 5, 12 -> 20, 260 -> 500). */
export function niceStep(rough: number): number {
  if (!Number.isFinite(rough) || rough <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / magnitude;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * magnitude;
}

/**
 * Y-axis ticks from 0 to a round top covering `max`, about `target` intervals, whole numbers only
 * (counts). An all-zero series still gets an axis (0 to `target`).
 */
export function niceTicks(max: number, target = 4): { top: number; ticks: number[] } {
  const safeMax = Number.isFinite(max) && max > 0 ? max : 0;
  const step = niceStep(safeMax / Math.max(1, target));
  const top = Math.max(step * target, Math.ceil(safeMax / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}

/** Maps [d0, d1] onto [r0, r1]; a zero-width domain maps everything to r0. */
export function scaleLinear(domain: [number, number], range: [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  const scale = (value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
  scale.invert = (position: number) => (r1 === r0 ? d0 : d0 + ((position - r0) / (r1 - r0)) * span);
  return scale;
}

/**
 * Which days get a label on the x axis: at most `maxLabels`, evenly spaced, counted back from the
 * last day so that today is always labelled.
 */
export function xTickIndices(length: number, maxLabels: number): number[] {
  if (length <= 0) return [];
  const labels = Math.max(1, Math.floor(maxLabels));
  if (length <= labels) return Array.from({ length }, (_, i) => i);
  if (labels === 1) return [length - 1];
  const step = Math.ceil((length - 1) / (labels - 1));
  const indices: number[] = [];
  for (let i = length - 1; i >= 0; i -= step) indices.unshift(i);
  return indices;
}

export interface Point {
  x: number;
  y: number;
}

/** SVG path through the points ('' for none). */
export function linePath(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)},${round(p.y)}`).join(' ');
}

/** The same line closed down to `baseline`, for a light area fill. */
export function areaPath(points: readonly Point[], baseline: number): string {
  if (points.length === 0) return '';
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `${linePath(points)} L${round(last.x)},${round(baseline)} L${round(first.x)},${round(baseline)} Z`;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export interface DayCount {
  date: string;
  views: number;
  downloads: number;
}

/** Totals of the period and the day with most views (the first such day); null peak when all zero. */
export function seriesSummary(series: readonly DayCount[]) {
  let views = 0;
  let downloads = 0;
  let peak: DayCount | null = null;
  for (const day of series) {
    views += day.views;
    downloads += day.downloads;
    if (day.views > 0 && (!peak || day.views > peak.views)) peak = day;
  }
  return { views, downloads, peak, max: Math.max(0, ...series.map((d) => Math.max(d.views, d.downloads))) };
}

/** 'YYYY-MM-DD' as a local calendar date (never shifted by the browser's time zone). */
export function parseDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** '12 mar' for axis labels. */
export function formatDayShort(day: string): string {
  return formatPattern(parseDay(day), 'd MMM', { locale: ptBR }).replace('.', '');
}

/** '12/03/2025' for the summary and the tooltip. */
export function formatDayLong(day: string): string {
  return formatPattern(parseDay(day), 'dd/MM/yyyy', { locale: ptBR });
}

/** 'qua., 12 de mar.' style heading for the tooltip. */
export function formatDayHeading(day: string): string {
  return formatPattern(parseDay(day), "EEE, d 'de' MMMM", { locale: ptBR });
}
