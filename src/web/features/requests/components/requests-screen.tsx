import { REQUEST_STATUSES, type RequestStatus } from '@shared/constants';
import { format } from '@shared/messages/format';
import { requestsMessages } from '@shared/messages/requests';
import { ButtonLink } from '@web/components/button-link';
import { LoadError, StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { paths } from '@web/lib/paths';
import { isAdmin, useSessionUser } from '@web/lib/session';
import { InboxIcon, MessageSquarePlusIcon, SearchIcon, XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRequests } from '../api/get-requests';
import type { RequestListFilter } from '../api/request-keys';
import { RequestList } from './request-list';
import { RequestMaterialDialog } from './request-material-dialog';

const m = requestsMessages.requests;
const ALL = 'todos';

/** Each filter with the word the address carries (`?situacao=em-andamento`). */
const FILTERS: ReadonlyArray<{ status: RequestStatus | undefined; slug: string }> = [
  { status: undefined, slug: ALL },
  ...REQUEST_STATUSES.map((status) => ({ status, slug: status.replace('_', '-') })),
];

function filterOf(slug: string | null) {
  return FILTERS.find((filter) => filter.slug === slug) ?? FILTERS[0]!;
}

/**
 * /requests (issue 17): "Meus pedidos" for users and franqueados (their requests, newest first); for
 * admins the queue of every request, by status with counts, narrowed by `?busca=` to the requests
 * made from one search (the link of "Buscas sem resultado") or by `?meus=1` to their own.
 */
export function RequestsScreen() {
  const admin = isAdmin(useSessionUser());
  const [params, setParams] = useSearchParams();
  const [asking, setAsking] = useState(false);
  const search = params.get('busca')?.trim() || undefined;
  const mine = !admin || params.get('meus') === '1';
  const queue = admin && !mine;
  const active = filterOf(queue ? params.get('situacao') : null);
  const filter: RequestListFilter = useMemo(
    () => ({ status: active.status, search, mine: admin && mine }),
    [active.status, search, admin, mine],
  );
  const query = useRequests(filter);
  const counts = query.data?.pages[0]?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);

  const select = (slug: string) => {
    const next = new URLSearchParams(params);
    if (slug === ALL) next.delete('situacao');
    else next.set('situacao', slug);
    setParams(next, { replace: true });
  };
  const clearSearch = () => {
    const next = new URLSearchParams(params);
    next.delete('busca');
    setParams(next, { replace: true });
  };

  const title = queue ? m.queueTitle : m.mineTitle;
  const emptyState = queue ? (
    <StatePanel icon={InboxIcon} tone="muted" title={active.status ? m.emptyFiltered : m.emptyQueue} />
  ) : (
    <StatePanel
      icon={InboxIcon}
      title={m.emptyMine}
      text={m.emptyMineHint}
      titleAs="h2"
      actions={
        <>
          <Button onClick={() => setAsking(true)}>
            <MessageSquarePlusIcon aria-hidden />
            {m.dialogTitle}
          </Button>
          <ButtonLink to={paths.gallery} variant="outline">
            {m.emptyMineAction}
          </ButtonLink>
        </>
      }
    />
  );

  const list =
    query.isError && items.length === 0 ? (
      <LoadError message={m.listLoadError} onRetry={() => query.refetch()} />
    ) : (
      <RequestList
        label={title}
        requests={items}
        loading={query.isPending}
        showRequester={queue}
        empty={emptyState}
        hasMore={Boolean(query.hasNextPage)}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => {
          if (!query.isFetchingNextPage) void query.fetchNextPage();
        }}
      />
    );

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid max-w-3xl gap-1.5">
          <h1 className="text-balance font-semibold text-2xl tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-pretty text-muted-foreground">
            {queue ? m.queueDescription : m.mineDescription}
          </p>
        </div>
        <Button variant={queue ? 'outline' : 'default'} onClick={() => setAsking(true)}>
          <MessageSquarePlusIcon aria-hidden />
          {m.dialogTitle}
        </Button>
      </header>
      {search ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 px-4 py-3">
          <p className="flex min-w-0 items-center gap-2 font-medium text-sm">
            <SearchIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="min-w-0 break-words">{format(m.searchFilter, { q: search })}</span>
          </p>
          <Button variant="ghost" size="sm" onClick={clearSearch}>
            <XIcon aria-hidden />
            {m.clearSearchFilter}
          </Button>
        </div>
      ) : null}
      {queue ? (
        <Tabs value={active.slug} onValueChange={select} className="gap-4">
          <TabsList
            aria-label={m.filterLabel}
            className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-fit"
          >
            {FILTERS.map((entry) => {
              const label = entry.status ? m.statuses[entry.status] : m.filterAll;
              const n = entry.status ? counts?.[entry.status] : total;
              return (
                <TabsTrigger
                  key={entry.slug}
                  value={entry.slug}
                  className={entry.status ? 'h-8 px-3' : 'col-span-2 h-8 px-3 sm:col-span-1'}
                >
                  {n === undefined ? label : format(m.filterCount, { label, n })}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {FILTERS.map((entry) => (
            <TabsContent key={entry.slug} value={entry.slug}>
              {entry.slug === active.slug ? list : null}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        list
      )}
      <RequestMaterialDialog open={asking} onOpenChange={setAsking} />
    </div>
  );
}
