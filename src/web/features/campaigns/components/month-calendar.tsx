import { campaignsMessages } from '@shared/messages/campaigns';
import { format } from '@shared/messages/format';
import type { Campaign } from '@shared/schemas/campaign';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { barColour } from '../lib/bar-colors';
import type { CalendarBar, CalendarDay, MonthLayout } from '../lib/calendar-layout';
import { longDay, longRange, weekdayNames } from '../lib/campaign-dates';

const m = campaignsMessages.campaignsPage;
const WEEKDAYS = weekdayNames();

/** Heights in rem: the day number's strip, one row of bars, the space under the last row. */
const DAY_STRIP = 2;
const LANE = 1.75;
const BOTTOM = 0.5;
/** A week with no bars still looks like a calendar row. */
const MIN_ROW = 5.5;

/**
 * The month grid: a table whose column headers are the days of the week and whose
 * cells are the days; each campaign is a coloured bar across its days, placed in the cell of its
 * first day in the week, so a screen reader meets it on that day and reads its name and dates.
 * A bar that goes on past a week or the month has a square end and an arrow. Only a campaign's first
 * bar in the month takes the Tab key; the others are the same link for the mouse.
 */
export function MonthCalendar({ layout, labelledBy }: { layout: MonthLayout<Campaign>; labelledBy: string }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <table aria-labelledby={labelledBy} className="w-full table-fixed border-collapse">
        <thead>
          <tr className="border-b bg-muted/50">
            {WEEKDAYS.map((weekday) => (
              <th
                key={weekday.long}
                scope="col"
                className="py-2 text-center font-medium text-muted-foreground text-xs"
              >
                <abbr title={weekday.long} className="no-underline" aria-hidden>
                  {weekday.initial}
                </abbr>
                <span className="sr-only">{weekday.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {layout.weeks.map((week) => {
            const rowHeight = Math.max(MIN_ROW, DAY_STRIP + week.lanes * LANE + BOTTOM);
            return (
              <tr
                key={week.days[0]!.day}
                className="border-b last:border-b-0"
                style={{ height: `${rowHeight}rem` }}
              >
                {week.days.map((day, column) => (
                  <DayCell key={day.day} day={day} bars={week.bars.filter((bar) => bar.column === column)} />
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function DayCell({ day, bars }: { day: CalendarDay; bars: CalendarBar<Campaign>[] }) {
  return (
    <td
      aria-current={day.isToday ? 'date' : undefined}
      className={cn('relative border-r p-0 align-top last:border-r-0', !day.inMonth && 'bg-muted/40')}
    >
      <span
        aria-hidden
        className={cn(
          'mt-1 ml-1 flex size-6 items-center justify-center rounded-full text-xs tabular-nums',
          day.inMonth ? 'text-foreground' : 'text-muted-foreground/70',
          day.isToday && 'bg-primary font-semibold text-primary-foreground',
        )}
      >
        {day.dayOfMonth}
      </span>
      <span className="sr-only">
        {longDay(day.day)}
        {day.isToday ? `, ${m.todayMark}` : ''}
      </span>
      {bars.map((bar) => (
        <CampaignBar key={bar.item.id} bar={bar} />
      ))}
    </td>
  );
}

function CampaignBar({ bar }: { bar: CalendarBar<Campaign> }) {
  const { item, span, lane, continuesBefore, continuesAfter, first } = bar;
  // Across `span` cells (each with its 1px border), inset a little where the campaign ends.
  const inset = { start: continuesBefore ? 0 : 0.25, end: continuesAfter ? 0 : 0.25 };
  const style: CSSProperties = {
    top: `${DAY_STRIP + lane * LANE}rem`,
    left: `${inset.start}rem`,
    width: `calc(${span} * 100% + ${span - 1}px - ${inset.start + inset.end}rem)`,
  };
  return (
    <Link
      to={paths.campaign(item.id)}
      aria-label={format(m.barLabel, { name: item.name, dates: longRange(item.startsOn, item.endsOn) })}
      // One Tab stop per campaign: the later bars are the same link, for the mouse.
      tabIndex={first ? undefined : -1}
      aria-hidden={first ? undefined : true}
      title={item.name}
      style={style}
      className={cn(
        'absolute z-10 flex h-6 items-center gap-0.5 px-1.5 font-medium text-white text-xs shadow-xs outline-none hover:brightness-110 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        barColour(item.id),
        continuesBefore ? 'rounded-l-none' : 'rounded-l-md',
        continuesAfter ? 'rounded-r-none' : 'rounded-r-md',
      )}
    >
      {continuesBefore ? (
        <ChevronLeftIcon aria-hidden className="-ml-1 size-3.5 shrink-0 opacity-80" />
      ) : null}
      <span className="min-w-0 flex-1 truncate">{item.name}</span>
      {continuesAfter ? (
        <ChevronRightIcon aria-hidden className="-mr-1 size-3.5 shrink-0 opacity-80" />
      ) : null}
    </Link>
  );
}
