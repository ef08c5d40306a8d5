import type { DateRange } from '@shared/domain/date-range';
import { isValidDateRange } from '@shared/domain/date-range';
import { format } from '@shared/messages/format';
import { statsMessages } from '@shared/messages/stats';
import type { UnitStats } from '@shared/schemas/stats';
import { DataTable, type DataTableColumn } from '@web/components/data-table';
import { DateRangeField } from '@web/components/date-range-field';
import { RelativeTime } from '@web/components/relative-time';
import { LoadError } from '@web/components/state-panels';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { countText, formatCount } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { BuildingIcon, FileDownIcon, MoonIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { unitStatsExportUrl, useUnitStats } from '../api/get-unit-stats';
import { IconCardHeader } from './icon-card-header';

const m = statsMessages.unitStats;

type UnitRow = UnitStats['items'][number];

/** '2026-03-10' as '10/03/2026', without going through a time zone. */
function dayLabel(day: string): string {
  return day.split('-').reverse().join('/');
}

function downloadsText(n: number): string {
  return countText(n, m.downloadsOne, m.downloadsCount, { grouped: true });
}

function UnitName({ unit }: { unit: UnitRow }) {
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="flex flex-wrap items-center gap-2">
        <span className="break-words font-medium">{unit.name}</span>
        {unit.active ? null : <Badge variant="outline">{m.inactive}</Badge>}
      </span>
      {unit.city ? (
        <span className="text-muted-foreground text-xs">
          {unit.city}
          {unit.uf ? ` – ${unit.uf}` : ''}
        </span>
      ) : null}
    </span>
  );
}

function LastActivity({ at }: { at: string | null }) {
  if (!at) return <span className="text-muted-foreground">{m.never}</span>;
  return <RelativeTime at={at} />;
}

function TopAssets({ unit }: { unit: UnitRow }) {
  if (unit.topAssets.length === 0) return <span className="text-muted-foreground">{m.none}</span>;
  return (
    <ol className="grid gap-1">
      {unit.topAssets.map((asset) => (
        <li key={asset.id} className="flex min-w-0 items-baseline gap-2">
          <Link
            to={paths.asset(asset.id)}
            className="line-clamp-1 min-w-0 break-words rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            title={asset.title}
          >
            {asset.title}
          </Link>
          <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
            {formatCount(asset.downloads)}
          </span>
        </li>
      ))}
    </ol>
  );
}

const columns: DataTableColumn<UnitRow>[] = [
  {
    id: 'unit',
    header: m.colUnit,
    rowHeader: true,
    className: 'pr-3',
    cell: (unit) => <UnitName unit={unit} />,
  },
  {
    id: 'downloads',
    header: m.colDownloads,
    align: 'right',
    className: 'px-3',
    cellClassName: 'whitespace-nowrap tabular-nums font-medium',
    cell: (unit) => formatCount(unit.downloads),
  },
  {
    id: 'stamped',
    header: m.colStamped,
    headerClassName: 'whitespace-nowrap',
    align: 'right',
    className: 'px-3',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (unit) => formatCount(unit.stamped),
  },
  {
    id: 'last',
    header: m.colLastActivity,
    className: 'px-3',
    cellClassName: 'whitespace-nowrap',
    cell: (unit) => <LastActivity at={unit.lastActivityAt} />,
  },
  { id: 'top', header: m.colTop, className: 'pl-3 w-[36%]', cell: (unit) => <TopAssets unit={unit} /> },
];

/** One unit on a phone: the same facts as a table row, stacked. */
function UnitCard({ unit }: { unit: UnitRow }) {
  return (
    <div className="mx-4 grid gap-2 rounded-lg border p-3 text-sm sm:mx-0">
      <div className="flex items-start justify-between gap-3">
        <UnitName unit={unit} />
        <span className="shrink-0 font-medium tabular-nums">{downloadsText(unit.downloads)}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground text-xs">
        <dt>{m.colStampedLong}</dt>
        <dd className="tabular-nums">{formatCount(unit.stamped)}</dd>
        <dt>{m.colLastActivity}</dt>
        <dd>
          <LastActivity at={unit.lastActivityAt} />
        </dd>
      </dl>
      <TopAssets unit={unit} />
    </div>
  );
}

/** "Sem downloads há 30 dias": active units that have not downloaded anything lately. */
function IdleUnits({ units }: { units: readonly UnitRow[] }) {
  return (
    <Card className="min-w-0 gap-4">
      <IconCardHeader icon={MoonIcon} heading title={m.idleTitle} description={m.idleDescription} />
      <CardContent>
        {units.length === 0 ? (
          <p className="py-2 text-center text-muted-foreground text-sm">{m.idleEmpty}</p>
        ) : (
          <ul className="grid gap-x-8 gap-y-2 md:grid-cols-2 xl:grid-cols-3">
            {units.map((unit) => (
              <li key={unit.unitId} className="flex items-start justify-between gap-3 text-sm">
                <UnitName unit={unit} />
                <span className="shrink-0 text-muted-foreground text-xs">
                  <LastActivity at={unit.lastDownloadAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /stats "Unidades": downloads per unit in a period, the busiest first, with a CSV export. */
export function UnitStatsPanel() {
  const [range, setRange] = useState<DateRange>({});
  const valid = isValidDateRange(range);
  const report = useUnitStats(range, valid);
  const data = report.data;
  const total = data?.items.reduce((sum, unit) => sum + unit.downloads, 0) ?? 0;
  const activeUnits = data?.items.filter((unit) => unit.downloads > 0).length ?? 0;

  return (
    <div className="grid gap-4 sm:gap-6">
      <Card className="min-w-0 gap-4">
        <IconCardHeader
          icon={BuildingIcon}
          heading
          title={m.title}
          description={m.description}
          action={
            valid ? (
              <Button asChild variant="outline" size="sm">
                <a href={unitStatsExportUrl(range)} download>
                  <FileDownIcon aria-hidden />
                  {m.exportCsv}
                </a>
              </Button>
            ) : (
              <Button variant="outline" size="sm" disabled>
                <FileDownIcon aria-hidden />
                {m.exportCsv}
              </Button>
            )
          }
        />
        <CardContent className="grid gap-4 px-0 sm:px-6">
          <DateRangeField
            legend={m.period}
            value={{ from: range.from ?? data?.from, to: range.to ?? data?.to }}
            onChange={setRange}
            className="max-w-xl px-6 sm:px-0"
          />
          {data ? (
            <p className="px-6 text-muted-foreground text-sm sm:px-0" aria-live="polite">
              {format(m.summary, {
                downloads: countText(total, m.summaryDownloadsOne, m.summaryDownloadsOther, {
                  grouped: true,
                }),
                units: countText(activeUnits, m.summaryUnitsOne, m.summaryUnitsOther, {
                  none: m.summaryUnitsNone,
                  grouped: true,
                }),
                from: dayLabel(data.from),
                to: dayLabel(data.to),
              })}
            </p>
          ) : null}
          {report.isError && !data ? (
            <LoadError message={m.loadError} onRetry={() => report.refetch()} />
          ) : (
            <DataTable
              caption={m.title}
              columns={columns}
              rows={data?.items ?? []}
              loading={report.isPending}
              getRowKey={(unit) => unit.unitId}
              hoverRows={false}
              renderCard={(unit) => <UnitCard unit={unit} />}
              empty={<p className="px-6 py-6 text-center text-muted-foreground text-sm sm:px-0">{m.empty}</p>}
            />
          )}
        </CardContent>
      </Card>
      <IdleUnits units={data?.items.filter((unit) => unit.active && unit.idle) ?? []} />
    </div>
  );
}
