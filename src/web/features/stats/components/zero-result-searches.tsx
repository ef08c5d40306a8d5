import { format, messages } from '@shared/messages/pt-BR';
import type { Stats } from '@shared/schemas/stats';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime, formatRelative } from '@web/lib/dates';
import { formatCount } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { SearchXIcon } from 'lucide-react';

const m = messages.statsPage;

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
        {searches.length === 0 ? (
          <p className="px-6 py-6 text-center text-muted-foreground text-sm sm:px-0">
            {format(m.zeroEmpty, { days })}
          </p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground text-xs">
                <th scope="col" className="py-2 pr-3 pl-6 font-medium sm:pl-0">
                  {m.zeroQuery}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {m.zeroCount}
                </th>
                <th scope="col" className="py-2 pr-6 pl-3 text-right font-medium sm:pr-0">
                  {m.zeroLast}
                </th>
              </tr>
            </thead>
            <tbody>
              {searches.map((search) => (
                <tr key={search.query} className="border-b last:border-0">
                  <td className="py-2.5 pr-3 pl-6 sm:pl-0">
                    {/* Not a link: opening it would log the same empty search again. */}
                    <span className="break-words font-medium">“{search.query}”</span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2.5 text-right tabular-nums">
                    {formatCount(search.count)}
                  </td>
                  <td className="whitespace-nowrap py-2.5 pr-6 pl-3 text-right text-muted-foreground sm:pr-0">
                    <time dateTime={search.lastSearchedAt} title={formatDateTime(search.lastSearchedAt)}>
                      {formatRelative(search.lastSearchedAt)}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
