import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OfflineScreen } from '@web/components/layout/offline-screen';
import { subscribeToaster, toasterWanted } from '@web/lib/notify';
import { queryClient } from '@web/lib/query-client';
import type * as React from 'react';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// The toasts' container comes with the first toast (lib/notify), not with the first page.
const Toaster = lazy(() => import('@web/components/ui/toaster').then((m) => ({ default: m.ReadyToaster })));

export function AppProviders({
  children,
  client = queryClient,
}: {
  children: React.ReactNode;
  client?: QueryClient;
}) {
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, toasterWanted);
  return (
    <QueryClientProvider client={client}>
      {children}
      <OfflineScreen />
      {wanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
