import { formatDistance, formatDuration, format as formatPattern, isValid } from 'date-fns';
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

/** '12/03/2025 às 14:30:05' in the browser's time zone (the audit log, where seconds matter). */
export function formatDateTimeSeconds(value: DateInput): string {
  const date = toDate(value);
  return date ? formatPattern(date, "dd/MM/yyyy 'às' HH:mm:ss", { locale: ptBR }) : '';
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

/**
 * A length of time in pt-BR words, to the minute under an hour, to the minute under a day, then in
 * days and hours: '45 minutos', '3 horas 20 minutos', '2 dias 4 horas'.
 */
export function formatElapsed(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return formatDuration({ minutes }, { locale: ptBR });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return formatDuration({ hours, minutes: minutes % 60 }, { locale: ptBR });
  return formatDuration({ days: Math.floor(hours / 24), hours: hours % 24 }, { locale: ptBR });
}
