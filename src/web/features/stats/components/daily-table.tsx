import { messages } from '@shared/messages/pt-BR';
import { formatCount } from '@web/lib/format';
import { type DayCount, formatDayLong } from '../lib/chart';

const m = messages.statsPage;

/** Every day's numbers, newest first, folded under the chart (exact values; the chart's text alternative). */
export function DailyTable({ series }: { series: readonly DayCount[] }) {
  const days = [...series].reverse();
  return (
    <details className="group rounded-lg border">
      <summary className="cursor-pointer select-none rounded-lg px-3 py-2 font-medium text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
        {m.tableToggle}
      </summary>
      <div className="max-h-64 overflow-y-auto border-t">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-card">
            <tr className="text-left text-muted-foreground text-xs">
              <th scope="col" className="px-3 py-2 font-medium">
                {m.tableDay}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {m.views}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {m.downloads}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-t">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {formatDayLong(day.date)}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(day.views)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(day.downloads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
