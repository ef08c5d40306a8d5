import { format } from '@shared/messages/format';

const UNITS = ['KB', 'MB', 'GB'] as const;
const STEP = 1024;

// Made at first use: a browser's first Intl formatter loads its locale data (a phone's main thread
// feels it in the gallery's first load), which the first screen does not need.
let oneDecimalFormat: Intl.NumberFormat | undefined;

function oneDecimal(): Intl.NumberFormat {
  oneDecimalFormat ??= new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return oneDecimalFormat;
}

/**
 * Human file size in binary steps: whole bytes below 1 KB ('512 B'), otherwise one decimal with the
 * pt-BR comma ('1,5 MB'). GB is the largest unit. Invalid or negative sizes read '0 B'.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (Math.round(bytes) < STEP) return `${Math.round(bytes)} B`;

  let value = bytes / STEP;
  let unit = 0;
  // Promote when rounding would print '1024,0 KB'.
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= STEP) {
    value /= STEP;
    unit += 1;
  }
  return `${oneDecimal().format(value)} ${UNITS[unit]}`;
}

/**
 * Integer with pt-BR thousands separators: 2340 -> '2.340', rounded half away from zero as Intl
 * does (format.test.ts checks it against Intl). Written out, not through Intl.NumberFormat: the
 * gallery's first screen shows its result count, and making that formatter held a phone's main
 * thread before the first card.
 */
export function formatCount(value: number): string {
  const whole = Number.isFinite(value) ? Math.round(Math.abs(value)) : 0;
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return value < 0 && whole > 0 ? `-${digits}` : digits;
}

/**
 * A count in the catalogue's words: `one` for 1, `none` for 0 where the catalogue has such a text,
 * otherwise `other` with its `{n}` filled (with formatCount's '1.234' when `grouped`).
 */
export function countText(
  n: number,
  one: string,
  other: string,
  { none, grouped = false }: { none?: string; grouped?: boolean } = {},
): string {
  if (n === 0 && none !== undefined) return none;
  return n === 1 ? one : format(other, { n: grouped ? formatCount(n) : n });
}
