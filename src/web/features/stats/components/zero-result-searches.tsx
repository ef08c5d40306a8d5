import { format } from '@shared/messages/format';
import { requestsMessages } from '@shared/messages/requests';
import { statsMessages } from '@shared/messages/stats';
import type { Stats } from '@shared/schemas/stats';
import { DataTable, type DataTableColumn } from '@web/components/data-table';
import { RelativeTime } from '@web/components/relative-time';
import { Card, CardContent } from '@web/components/ui/card';
import { countText, formatCount } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { IconCardHeader } from './icon-card-header';

const m = statsMessages.statsPage;
const r = requestsMessages.requests;

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
    // Issue 17: the requests made from this search, in the admins' queue.
    id: 'requests',
    header: r.statsColumn,
    align: 'right',
    // The last column on a phone, where "Última vez" leaves room for it.
    className: 'pr-6 pl-3 sm:pr-3',
    cellClassName: 'whitespace-nowrap',
    cell: (search) => (
      <Link
        to={paths.requestsOfSearch(search.query)}
        className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {countText(search.requests, r.statsRequestsOne, r.statsRequestsOther, { none: r.statsRequestsNone })}{' '}
        <span className="sr-only">{format(r.statsRequestsOf, { q: search.query })}</span>
      </Link>
    ),
  },
  {
    id: 'last',
    header: m.zeroLast,
    align: 'right',
    className: 'hidden pr-6 pl-3 sm:table-cell sm:pr-0',
    cellClassName: 'whitespace-nowrap text-muted-foreground',
    cell: (search) => <RelativeTime at={search.lastSearchedAt} />,
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
      <IconCardHeader
        icon={SearchXIcon}
        title={m.zeroTitle}
        description={m.zeroWhy}
        descriptionClassName="max-w-3xl"
      />
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
