import { format } from '@shared/messages/format';
import { requestsMessages } from '@shared/messages/requests';
import type { RequestSummary } from '@shared/schemas/request';
import { CardLink } from '@web/components/card-link';
import { LoadMoreButton } from '@web/components/data-table';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime, formatDay, formatRelative } from '@web/lib/dates';
import { countText } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { CalendarIcon, MessageSquareIcon, PackageCheckIcon, UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { RequestStatusBadge } from './request-status-badge';

const m = requestsMessages.requests;

function Meta({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      {icon}
      <span className="min-w-0 break-words">{children}</span>
    </span>
  );
}

const iconClass = 'size-3.5 shrink-0';

/** One request as a card; the description is its link and the whole card answers the click. */
function RequestRow({ request, showRequester }: { request: RequestSummary; showRequester: boolean }) {
  const requester = request.requester
    ? request.requester.unitName
      ? format(m.requestedByUnit, { name: request.requester.name, unit: request.requester.unitName })
      : request.requester.name
    : m.deletedPerson;
  return (
    <li
      className="relative grid gap-2 rounded-xl border bg-card p-4 transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-muted/40"
      data-testid="request-row"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <CardLink
          to={paths.request(request.id)}
          className="line-clamp-2 min-w-0 flex-1 break-words font-medium after:rounded-xl hover:underline"
        >
          {request.description}
        </CardLink>
        <RequestStatusBadge status={request.status} className="shrink-0" />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
        <Meta>{m.channels[request.channel]}</Meta>
        {showRequester ? (
          <Meta icon={<UserIcon className={iconClass} aria-hidden />}>{requester}</Meta>
        ) : null}
        {request.neededBy ? (
          <Meta icon={<CalendarIcon className={iconClass} aria-hidden />}>
            {`${m.fieldNeededBy}: ${formatDay(request.neededBy)}`}
          </Meta>
        ) : null}
        <Meta>
          <time dateTime={request.createdAt} title={formatDateTime(request.createdAt)}>
            {format(m.openedAgo, { when: formatRelative(request.createdAt) })}
          </time>
        </Meta>
        {request.commentCount > 0 ? (
          <Meta icon={<MessageSquareIcon className={iconClass} aria-hidden />}>
            {countText(request.commentCount, m.commentsOne, m.commentsOther)}
          </Meta>
        ) : null}
        {request.deliveredCount > 0 ? (
          <Meta icon={<PackageCheckIcon className={iconClass} aria-hidden />}>
            {countText(request.deliveredCount, m.deliveredOne, m.deliveredOther)}
          </Meta>
        ) : null}
      </p>
    </li>
  );
}

export interface RequestListProps {
  requests: readonly RequestSummary[];
  loading: boolean;
  showRequester: boolean;
  empty: ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  label: string;
}

/** Requests newest first, as cards, with "Carregar mais" while the server has more. */
export function RequestList({
  requests,
  loading,
  showRequester,
  empty,
  hasMore,
  loadingMore,
  onLoadMore,
  label,
}: RequestListProps) {
  if (loading)
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  if (requests.length === 0) return <>{empty}</>;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label={label}>
        {requests.map((request) => (
          <RequestRow key={request.id} request={request} showRequester={showRequester} />
        ))}
      </ul>
      {hasMore ? (
        <div className="flex justify-center">
          <LoadMoreButton onClick={onLoadMore} busy={loadingMore} />
        </div>
      ) : null}
    </div>
  );
}
