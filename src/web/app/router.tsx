import { messages } from '@shared/messages/pt-BR';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import type { RouteAccess } from './layout/route-access';
import { AdminOnly, SignedInOrAuth } from './layout/route-guards';
import { ComingSoon } from './routes/coming-soon';
import { PageLoading } from './routes/page-loading';
import { RouteError } from './routes/route-error';

type RouteModule = { default: ComponentType };

/** Each screen is its own chunk; the module's default export is the route component. */
const screen = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

const sessionRequired: RouteAccess = { requiresSession: true };

export const routes: RouteObject[] = [
  {
    path: '/auth',
    lazy: screen(() => import('./routes/auth')),
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
  },
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
    children: [
      {
        // Keeps header and footer on screen when a page fails to load or render.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: screen(() => import('./routes/home')) },
          {
            // SPEC route table: /albums sends the signed-out to /auth rather than the login card.
            Component: SignedInOrAuth,
            children: [{ path: 'albums', element: <ComingSoon title={messages.nav.albums} /> }],
          },
          {
            // Everything in this group shows only the login card to the signed-out (SPEC 'Layout').
            handle: sessionRequired,
            children: [
              { path: 'gallery', element: <ComingSoon title={messages.nav.gallery} /> },
              { path: 'asset/:id', element: <ComingSoon title={messages.nav.gallery} /> },
              { path: 'profile', lazy: screen(() => import('./routes/profile')) },
              {
                Component: AdminOnly,
                children: [
                  { path: 'users', lazy: screen(() => import('./routes/users')) },
                  { path: 'upload', element: <ComingSoon title={messages.nav.upload} /> },
                  { path: 'edit/:id', element: <ComingSoon title={messages.nav.upload} /> },
                  { path: 'stats', element: <ComingSoon title={messages.nav.stats} /> },
                  { path: 'settings', element: <ComingSoon title={messages.nav.settings} /> },
                ],
              },
            ],
          },
          { path: '*', lazy: screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
