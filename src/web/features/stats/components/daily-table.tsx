import { statsMessages } from '@shared/messages/stats';
import { DataTable, type DataTableColumn } from '@web/components/data-table';
import { formatCount } from '@web/lib/format';
import { type DayCount, formatDayLong } from '../lib/chart';

const m = statsMessages.statsPage;

const columns: DataTableColumn<DayCount>[] = [
  { id: 'day', header: m.tableDay, rowHeader: true, cell: (day) => formatDayLong(day.date) },
  {
    id: 'views',
    header: m.views,
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (day) => formatCount(day.views),
  },
  {
    id: 'downloads',
    header: m.downloads,
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (day) => formatCount(day.downloads),
  },
];

/** Every day's numbers, newest first, folded under the chart (exact values; the chart's text alternative). */
export function DailyTable({ series }: { series: readonly DayCount[] }) {
  const days = [...series].reverse();
  return (
    <details className="group rounded-lg border">
      <summary className="cursor-pointer select-none rounded-lg px-3 py-2 font-medium text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
        {m.tableToggle}
      </summary>
      <DataTable
        caption={m.chartTitle}
        columns={columns}
        rows={days}
        getRowKey={(day) => day.date}
        scrollClassName="max-h-64 overflow-y-auto border-t"
        headClassName="sticky top-0 bg-card"
        cellClassName="py-1.5"
        hoverRows={false}
      />
    </details>
  );
}
