import {
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** Weeks start on Sunday, as calendars in Brazil do. */
const WEEK = { weekStartsOn: 0 } as const;
const DAY = 'yyyy-MM-dd';

/** A month as `YYYY-MM`. */
export type MonthKey = string;

export interface CalendarDay {
  /** `YYYY-MM-DD`. */
  day: string;
  dayOfMonth: number;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
  isToday: boolean;
}

/** What a bar needs of a campaign: its days, both included. */
export interface Dated {
  id: string;
  startsOn: string;
  endsOn: string;
}

/** One campaign's bar in one week: its columns (0 = Sunday), its row and whether it goes on. */
export interface CalendarBar<T extends Dated> {
  item: T;
  /** The first column (0 = Sunday .. 6 = Saturday). */
  column: number;
  /** How many days (columns) it covers in this week. */
  span: number;
  /** The row under the day numbers: bars of one week never overlap. */
  lane: number;
  /** The campaign started before this bar (an earlier week, or the previous month). */
  continuesBefore: boolean;
  /** The campaign goes on after this bar (a later week, or the next month). */
  continuesAfter: boolean;
  /** The first bar of the campaign in this month: the one reached with the keyboard. */
  first: boolean;
}

export interface CalendarWeek<T extends Dated> {
  days: CalendarDay[];
  bars: CalendarBar<T>[];
  /** How many rows of bars the week needs. */
  lanes: number;
}

export interface MonthLayout<T extends Dated> {
  month: MonthKey;
  /** First and last day of the month: the range to ask the API for. */
  firstDay: string;
  lastDay: string;
  weeks: CalendarWeek<T>[];
}

const dayOf = (date: Date) => format(date, DAY);
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The month `delta` months from `month`. */
export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  return format(addMonths(parseISO(`${month}-01`), delta), 'yyyy-MM');
}

/** The month a day falls in. */
export function monthOf(day: string): MonthKey {
  return day.slice(0, 7);
}

/** True for a `YYYY-MM` that names a real month. */
export function isMonthKey(value: string | null | undefined): value is MonthKey {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/**
 * A month as the calendar draws it: whole weeks from Sunday (the days around the month greyed), and
 * each campaign as one bar per week it touches, cut at the month's edges. Bars of a week take the
 * first free row, longest first, so they never overlap. Pure: days are `YYYY-MM-DD` text throughout.
 */
export function monthLayout<T extends Dated>(
  month: MonthKey,
  items: readonly T[],
  today: string,
): MonthLayout<T> {
  const start = startOfMonth(parseISO(`${month}-01`));
  const end = endOfMonth(start);
  const firstDay = dayOf(start);
  const lastDay = dayOf(end);
  const days = eachDayOfInterval({ start: startOfWeek(start, WEEK), end: endOfWeek(end, WEEK) }).map(
    (date): CalendarDay => {
      const day = dayOf(date);
      return {
        day,
        dayOfMonth: date.getDate(),
        inMonth: day >= firstDay && day <= lastDay,
        isToday: day === today,
      };
    },
  );
  // Earliest first; on the same day the longest first, so it gets the top row.
  const sorted = [...items].sort(
    (a, b) =>
      a.startsOn.localeCompare(b.startsOn) || b.endsOn.localeCompare(a.endsOn) || a.id.localeCompare(b.id),
  );

  const weeks: CalendarWeek<T>[] = [];
  for (let index = 0; index < days.length; index += 7) {
    const week = days.slice(index, index + 7);
    const shown = week.filter((day) => day.inMonth);
    const from = shown[0]!.day;
    const to = shown.at(-1)!.day;
    const laneEnds: number[] = [];
    const bars: CalendarBar<T>[] = [];
    for (const item of sorted) {
      const barStart = later(item.startsOn, from);
      const barEnd = earlier(item.endsOn, to);
      if (barStart > barEnd) continue;
      const column = week.findIndex((day) => day.day === barStart);
      const span = week.findIndex((day) => day.day === barEnd) - column + 1;
      let lane = laneEnds.findIndex((endColumn) => endColumn < column);
      if (lane === -1) lane = laneEnds.length;
      laneEnds[lane] = column + span - 1;
      bars.push({
        item,
        column,
        span,
        lane,
        continuesBefore: item.startsOn < barStart,
        continuesAfter: item.endsOn > barEnd,
        first: barStart === later(item.startsOn, firstDay),
      });
    }
    weeks.push({ days: week, bars, lanes: laneEnds.length });
  }
  return { month, firstDay, lastDay, weeks };
}
