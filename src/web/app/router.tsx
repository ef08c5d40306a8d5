import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import type { RouteAccess } from './layout/route-access';
import { AdminOnly, SignedInOrAuth } from './layout/route-guards';
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
    // The link of the password-reset e-mail: no session needed, like /auth.
    path: '/redefinir-senha',
    lazy: screen(() => import('./routes/reset-password')),
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
            children: [
              { path: 'albums', lazy: screen(() => import('./routes/albums')) },
              { path: 'albums/:id', lazy: screen(() => import('./routes/album')) },
            ],
          },
          {
            // Everything in this group shows only the login card to the signed-out (SPEC 'Layout').
            handle: sessionRequired,
            children: [
              { path: 'gallery', lazy: screen(() => import('./routes/gallery')) },
              { path: 'asset/:id', lazy: screen(() => import('./routes/asset')) },
              { path: 'profile', lazy: screen(() => import('./routes/profile')) },
              {
                Component: AdminOnly,
                children: [
                  { path: 'users', lazy: screen(() => import('./routes/users')) },
                  { path: 'upload', lazy: screen(() => import('./routes/upload')) },
                  { path: 'edit/:id', lazy: screen(() => import('./routes/edit-asset')) },
                  { path: 'stats', lazy: screen(() => import('./routes/stats')) },
                  { path: 'settings', lazy: screen(() => import('./routes/settings')) },
                ],
              },
            ],
          },
          // Public information pages: header and footer for visitors too.
          { path: 'help', lazy: screen(() => import('./routes/help')) },
          { path: 'terms', lazy: screen(() => import('./routes/terms')) },
          { path: 'privacy', lazy: screen(() => import('./routes/privacy')) },
          { path: '*', lazy: screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
