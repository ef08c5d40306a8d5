/**
 * A period picked as two calendar days, ISO `yyyy-mm-dd` (what `<input type="date">` gives): either
 * end may be open. The web form and, later, the server check it with the same rule.
 */
export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `yyyy-mm-dd` (`2025-02-30` is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The range rule: every given end is a real `yyyy-mm-dd` day and the end is not before the start
 * (the same day is a one-day range). A missing or empty end leaves that side open.
 */
export function isValidDateRange({ from, to }: DateRange): boolean {
  if (from && !isIsoDate(from)) return false;
  if (to && !isIsoDate(to)) return false;
  // Zero-padded ISO days sort as text in calendar order.
  return !from || !to || to >= from;
}
