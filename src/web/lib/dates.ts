import { formatDistance, format as formatPattern, isValid } from 'date-fns';
import { ptBR } from 'date-fns/locale';

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
}

/** '12/03/2025'; an empty string for an invalid date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? formatPattern(date, 'dd/MM/yyyy', { locale: ptBR }) : '';
}

/** '12/03/2025 às 14:30' in the browser's time zone; an empty string for an invalid date. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? formatPattern(date, "dd/MM/yyyy 'às' HH:mm", { locale: ptBR }) : '';
}

/** 'há 3 dias', 'em 2 horas'; `now` is injectable for tests. */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  return date ? formatDistance(date, now, { addSuffix: true, locale: ptBR }) : '';
}

/**
 * A calendar day (`YYYY-MM-DD`: validity, consents) as '11/03/2026', the same wherever the browser
 * is: read as text, never as an instant (new Date('2026-03-11') is the 10th in Brasília).
 */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
