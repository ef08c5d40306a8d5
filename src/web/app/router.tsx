import { AppLayout } from '@web/components/layout/app-layout';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from './routes/page-loading';
import { RouteError } from './routes/route-error';

type RouteModule = { default: ComponentType };

/** Each screen is its own chunk; the module's default export is the route component. */
const screen = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
    children: [
      {
        // Keeps header and footer on screen when a page fails to load or render.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: screen(() => import('./routes/home')) },
          { path: '*', lazy: screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
