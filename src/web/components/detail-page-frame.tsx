import type { UseQueryResult } from '@tanstack/react-query';
import { BackLink } from '@web/components/back-link';
import { Page } from '@web/components/page';
import { LoadError } from '@web/components/state-panels';
import { isApiError } from '@web/lib/api-error';
import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';

const LOOKS = {
  /** The frame is the page: its width and margins, the way back a small ghost button. */
  page: {
    box: Page,
    back: (to: string, label: ReactNode) => (
      <div className="mb-4">
        <BackLink to={to} variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
          {label}
        </BackLink>
      </div>
    ),
  },
  /** Inside a route's own container: a quiet link, every part a grid gap apart. */
  inset: {
    box: ({ children }: { children: ReactNode }) => <div className="grid gap-6">{children}</div>,
    back: (to: string, label: ReactNode) => (
      <BackLink to={to} variant="quiet">
        {label}
      </BackLink>
    ),
  },
} as const;

export interface DetailPageFrameProps<T> {
  /** The one thing the page shows (an album, a campaign, a request). */
  query: UseQueryResult<T>;
  backTo: string;
  backLabel: ReactNode;
  look?: keyof typeof LOOKS;
  /** The skeleton while it loads. */
  loading: ReactNode;
  /** What stands in its place when the server says it is not there (or not the viewer's). */
  notFound: ReactNode;
  /** The statuses that mean 'not found' (an id the server cannot read is a 400 on some routes). */
  notFoundStatuses?: readonly number[];
  /** Any other failure: the operation's message beside 'Tentar novamente'. */
  loadError: string;
  children: (data: T) => ReactNode;
}

/**
 * The one frame of a detail page: the way back on top, then the thing itself, its skeleton while it
 * loads, 'not found', or the load error with a retry.
 */
export function DetailPageFrame<T>({
  query,
  backTo,
  backLabel,
  look = 'page',
  loading,
  notFound,
  notFoundStatuses = [404],
  loadError,
  children,
}: DetailPageFrameProps<T>) {
  const { box: Box, back } = LOOKS[look];
  let body: ReactNode;
  if (query.isPending) body = loading;
  else if (query.isError) {
    const missing = isApiError(query.error) && notFoundStatuses.includes(query.error.status);
    body = missing ? notFound : <LoadError message={loadError} onRetry={() => query.refetch()} />;
  } else body = children(query.data);
  return (
    <Box>
      {back(backTo, backLabel)}
      {body}
    </Box>
  );
}

/** The page's heading: the thing's name, long ones broken rather than overflowing. */
export function DetailTitle({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <h1 className={cn('break-words font-semibold text-2xl tracking-tight sm:text-3xl', className)}>
      {children}
    </h1>
  );
}
