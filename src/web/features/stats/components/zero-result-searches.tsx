import { format, messages } from '@shared/messages/pt-BR';
import type { Stats } from '@shared/schemas/stats';
import { DataTable, type DataTableColumn } from '@web/components/data-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime, formatRelative } from '@web/lib/dates';
import { formatCount } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { SearchXIcon } from 'lucide-react';

const m = messages.statsPage;

type Search = Stats['zeroResultSearches'][number];

const columns: DataTableColumn<Search>[] = [
  {
    id: 'query',
    header: m.zeroQuery,
    className: 'pr-3 pl-6 sm:pl-0',
    // Not a link: opening it would log the same empty search again.
    cell: (search) => <span className="break-words font-medium">“{search.query}”</span>,
  },
  {
    id: 'count',
    header: m.zeroCount,
    align: 'right',
    className: 'px-3',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (search) => formatCount(search.count),
  },
  {
    id: 'last',
    header: m.zeroLast,
    align: 'right',
    className: 'pr-6 pl-3 sm:pr-0',
    cellClassName: 'whitespace-nowrap text-muted-foreground',
    cell: (search) => (
      <time dateTime={search.lastSearchedAt} title={formatDateTime(search.lastSearchedAt)}>
        {formatRelative(search.lastSearchedAt)}
      </time>
    ),
  },
];

/** What the network looked for and did not find, most frequent first, and why it matters. */
export function ZeroResultSearches({
  searches,
  days,
  className,
}: {
  searches: Stats['zeroResultSearches'];
  days: number;
  className?: string;
}) {
  return (
    <Card className={cn('min-w-0 gap-4', className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SearchXIcon className="size-4 text-primary" aria-hidden />
          {m.zeroTitle}
        </CardTitle>
        <CardDescription className="max-w-3xl text-pretty">{m.zeroWhy}</CardDescription>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        <DataTable
          caption={m.zeroTitle}
          columns={columns}
          rows={searches}
          getRowKey={(search) => search.query}
          hoverRows={false}
          empty={
            <p className="px-6 py-6 text-center text-muted-foreground text-sm sm:px-0">
              {format(m.zeroEmpty, { days })}
            </p>
          }
        />
      </CardContent>
    </Card>
  );
}
