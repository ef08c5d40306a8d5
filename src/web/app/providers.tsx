import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@web/components/ui/toaster';
import { queryClient } from '@web/lib/query-client';
import type * as React from 'react';

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
