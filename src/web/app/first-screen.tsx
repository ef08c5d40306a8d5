/**
 * The server's drawing of a page's first screen (server/web-app.ts): the app's own components,
 * rendered to HTML from the answers the page carries, so that a phone shows the screen, its
 * thumbnails included, as soon as the page and its style sheet arrive, not once the app's code has
 * downloaded and run (on the bench's 4G profile at CPU ×4, about two seconds later). The app's
 * first render then replaces it (app/main.tsx, createRoot): until then it is inert.
 * Built apart for Node (`vite build --ssr`); every render has its own query cache, so no answer of
 * one person's page can reach another's.
 */
import type { PageData } from '@shared/page-data';
import { type DrawingOptions, DrawnOnServerContext } from '@web/lib/drawn-on-server';
import { seedQueries } from '@web/lib/page-data';
import { createQueryClient } from '@web/lib/query-client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './router';

const handler = createStaticHandler(routes);

/**
 * The first screen of the page at `url` (absolute), as HTML for inside #root, as this browser would
 * render it (`options`); undefined for a redirect.
 */
export async function renderFirstScreen(
  url: string,
  data: PageData,
  options: DrawingOptions = {},
): Promise<string | undefined> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  seedQueries(client, data);
  try {
    return renderToString(
      // Inert: a picture of the screen until the app replaces it (no tap or key on it does nothing
      // unseen, no screen reader reads it twice); `contents` leaves the layout to what it holds. The
      // mark tells the app's entry (app/main.tsx) that there is a drawing to paint first.
      <div data-drawn-on-server="" inert className="contents">
        <DrawnOnServerContext.Provider value={options}>
          <AppProviders client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </DrawnOnServerContext.Provider>
      </div>,
    );
  } finally {
    client.clear();
  }
}
