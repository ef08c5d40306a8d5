import { LoadError } from '@web/components/state-panels';
import { Card, CardContent } from '@web/components/ui/card';
import { ListSkeleton } from '@web/components/ui/skeleton';
import type { ReactNode } from 'react';

export interface ListCardProps {
  /** The page's heading (its h1). */
  title: string;
  description: ReactNode;
  /** Under the description: how many there are. */
  summary?: ReactNode;
  /** Beside the heading: the screen's buttons ('Novo usuário', 'Importar CSV'). */
  actions?: ReactNode;
  /** Filters, then the list, each part under a rule. */
  children: ReactNode;
}

/** A list screen (users, units, invitations, audit, links, consents): one card, its heading on top. */
export function ListCard({ title, description, summary, actions, children }: ListCardProps) {
  return (
    <Card className="gap-0 overflow-hidden pb-0">
      <div className="flex flex-col gap-4 border-b px-6 pb-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h1 className="font-semibold text-lg leading-tight">{title}</h1>
          <p className="max-w-3xl text-pretty text-muted-foreground text-sm">{description}</p>
          {summary}
        </div>
        {actions ? <div className="flex shrink-0 flex-col gap-2 sm:flex-row">{actions}</div> : null}
      </div>
      {children}
    </Card>
  );
}

export interface ListCardBodyProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  skeletonRows: number;
  loadError: string;
  /** Shown instead of the list when it has nothing (a StatePanel with the first action). */
  empty: ReactNode;
  isEmpty: boolean;
  children: ReactNode;
}

/** A ListCard's list in its states: loading, failed (with 'Tentar novamente'), empty, or itself. */
export function ListCardBody({
  query,
  skeletonRows,
  loadError,
  empty,
  isEmpty,
  children,
}: ListCardBodyProps) {
  return (
    <CardContent className="px-0">
      {query.isPending ? (
        <ListSkeleton rows={skeletonRows} className="gap-4 p-6" />
      ) : query.isError ? (
        <div className="p-6">
          <LoadError message={loadError} onRetry={() => query.refetch()} />
        </div>
      ) : isEmpty ? (
        empty
      ) : (
        children
      )}
    </CardContent>
  );
}
