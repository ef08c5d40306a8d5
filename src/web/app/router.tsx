import { paths, routePatterns } from '@web/lib/paths';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
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
    path: paths.auth(),
    lazy: screen(() => import('./routes/auth')),
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
  },
  {
    // The link of the password-reset e-mail: no session needed, like /auth.
    path: paths.resetPassword,
    lazy: screen(() => import('./routes/reset-password')),
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
  },
  {
    // The invitation link (issue 36): no session needed; the invitee sets a password there.
    path: paths.invitation,
    lazy: screen(() => import('./routes/invitation')),
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
  },
  {
    // A partner link's page (issue 17): public, without the app's layout, header or session.
    path: routePatterns.sharedLink,
    lazy: screen(() => import('./routes/shared-link')),
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
  },
  {
    path: paths.home,
    // Header, menus and the global search are a chunk of their own: the sign-in page never needs them.
    lazy: async () => ({ Component: (await import('./layout/root-layout')).RootLayout }),
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
              { path: paths.albums, lazy: screen(() => import('./routes/albums')) },
              { path: routePatterns.album, lazy: screen(() => import('./routes/album')) },
            ],
          },
          {
            // Everything in this group shows only the login card to the signed-out (SPEC 'Layout').
            handle: sessionRequired,
            children: [
              { path: paths.gallery, lazy: screen(() => import('./routes/gallery')) },
              { path: routePatterns.asset, lazy: screen(() => import('./routes/asset')) },
              { path: paths.campaigns, lazy: screen(() => import('./routes/campaigns')) },
              { path: routePatterns.campaign, lazy: screen(() => import('./routes/campaign')) },
              { path: paths.profile, lazy: screen(() => import('./routes/profile')) },
              { path: paths.notifications, lazy: screen(() => import('./routes/notifications')) },
              { path: paths.links, lazy: screen(() => import('./routes/share-links')) },
              { path: paths.requests, lazy: screen(() => import('./routes/requests')) },
              { path: routePatterns.request, lazy: screen(() => import('./routes/request')) },
              {
                Component: AdminOnly,
                children: [
                  { path: paths.users, lazy: screen(() => import('./routes/users')) },
                  { path: paths.units, lazy: screen(() => import('./routes/units')) },
                  { path: paths.upload, lazy: screen(() => import('./routes/upload')) },
                  { path: routePatterns.editAsset, lazy: screen(() => import('./routes/edit-asset')) },
                  { path: paths.stats, lazy: screen(() => import('./routes/stats')) },
                  { path: paths.settings, lazy: screen(() => import('./routes/settings')) },
                  { path: paths.consents, lazy: screen(() => import('./routes/consents')) },
                  { path: paths.audit, lazy: screen(() => import('./routes/audit')) },
                ],
              },
            ],
          },
          // Public information pages: header and footer for visitors too.
          { path: paths.help, lazy: screen(() => import('./routes/help')) },
          { path: paths.terms, lazy: screen(() => import('./routes/terms')) },
          { path: paths.privacy, lazy: screen(() => import('./routes/privacy')) },
          { path: '*', lazy: screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
