import { NETWORK_TIME_ZONE } from '../constants';

/** Made at first use: a time zone's data is loaded with its first formatter (a phone's first load need not wait). */
let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * The calendar day (`YYYY-MM-DD`) that `instant` falls on in America/Sao_Paulo: the day every
 * date-only rule compares with ("válido até 2026-12-31" holds until midnight in Brasília, whatever
 * the server's time zone).
 */
export function networkDay(instant: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: NETWORK_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat.format(instant);
}

/** `day` (`YYYY-MM-DD`) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}
