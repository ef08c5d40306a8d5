import type { SessionUser } from '@shared/schemas/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient } from '@web/lib/query-client';
import { sessionKeys } from '@web/lib/session';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { routes as appRoutes } from '../app/router';

/**
 * Loads every lazy route module before the first render, so a screen test waits for data, never for
 * a chunk to import (what made the layout tests slow and timing-dependent under load).
 */
async function preloadLazyRoutes(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
      if (route.children) await preloadLazyRoutes(route.children);
    }),
  );
}

const preloaded = new WeakSet<RouteObject[]>();

async function preloadOnce(routes: RouteObject[]): Promise<void> {
  if (preloaded.has(routes)) return;
  await preloadLazyRoutes(routes);
  preloaded.add(routes);
}

/**
 * Loads the app's route modules ahead, for a file whose first test should not spend its time on the
 * cold import: `beforeAll(preloadAppRoutes, 30_000)`.
 */
export function preloadAppRoutes(): Promise<void> {
  return preloadOnce(appRoutes);
}

/**
 * Renders the app's routes at `path` (or `ui` inside a router) with a fresh query client that does
 * not retry. Pair it with `fakeApi` for the server: a screen test is then a few lines.
 */
export async function renderWithProviders(
  target: { path: string; routes?: RouteObject[] } | ReactNode,
  { session }: { session?: SessionUser } = {},
) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  // A signed-in screen starts signed in, without a round trip for the session.
  if (session) client.setQueryData(sessionKeys.current(), { user: session, expired: false });
  const isPath = typeof target === 'object' && target !== null && 'path' in target;
  const routes = isPath ? (target.routes ?? appRoutes) : [{ path: '*', element: target as ReactNode }];
  await preloadOnce(routes);
  const router = createMemoryRouter(routes, { initialEntries: [isPath ? target.path : '/'] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
