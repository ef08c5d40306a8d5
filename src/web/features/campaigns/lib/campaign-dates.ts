import { campaignsMessages } from '@shared/messages/campaigns';
import { format } from '@shared/messages/format';
import { format as formatPattern, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import type { MonthKey } from './calendar-layout';

const m = campaignsMessages.campaignsPage;

/**
 * A campaign day (`YYYY-MM-DD`) read as that calendar day wherever the browser is: parsed as a local
 * date, never as UTC midnight (which is the day before in Brasília).
 */
const local = (day: string) => parseISO(day);

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/** 'Novembro de 2026'. */
export function monthTitle(month: MonthKey): string {
  return capitalize(formatPattern(local(`${month}-01`), "LLLL 'de' yyyy", { locale: ptBR }));
}

/** 'novembro' (for 'Campanhas de novembro'). */
export function monthName(month: MonthKey): string {
  return formatPattern(local(`${month}-01`), 'LLLL', { locale: ptBR });
}

/** 'domingo' .. 'sábado' and their one-letter initials ('D', 'S', 'T', 'Q', 'Q', 'S', 'S'), from Sunday. */
export function weekdayNames(): Array<{ long: string; initial: string }> {
  // 1 November 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = local(`2026-11-0${index + 1}`);
    return {
      long: formatPattern(date, 'EEEE', { locale: ptBR }),
      initial: formatPattern(date, 'EEEEE', { locale: ptBR }).toLocaleUpperCase('pt-BR'),
    };
  });
}

/** '25 de novembro de 2026'. */
export function longDay(day: string): string {
  return formatPattern(local(day), "d 'de' MMMM 'de' yyyy", { locale: ptBR });
}

/** '25/11/2026'. */
export function shortDay(day: string): string {
  return formatPattern(local(day), 'dd/MM/yyyy');
}

/**
 * The dates as the lists show them: '25/11 a 05/12/2026', '28/12/2026 a 03/01/2027', or one day
 * '30/11/2026'.
 */
export function shortRange(startsOn: string, endsOn: string): string {
  if (startsOn === endsOn) return format(m.oneDay, { day: shortDay(startsOn) });
  const sameYear = startsOn.slice(0, 4) === endsOn.slice(0, 4);
  const start = sameYear ? formatPattern(local(startsOn), 'dd/MM') : shortDay(startsOn);
  return format(m.dates, { start, end: shortDay(endsOn) });
}

/** The dates in words, for screen readers and the campaign page: '25 de novembro a 5 de dezembro de 2026'. */
export function longRange(startsOn: string, endsOn: string): string {
  if (startsOn === endsOn) return longDay(startsOn);
  const sameYear = startsOn.slice(0, 4) === endsOn.slice(0, 4);
  const start = sameYear
    ? formatPattern(local(startsOn), "d 'de' MMMM", { locale: ptBR })
    : longDay(startsOn);
  return format(m.dates, { start, end: longDay(endsOn) });
}
