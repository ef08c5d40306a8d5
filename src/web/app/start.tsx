import { readPageData, seedQueries } from '@web/lib/page-data';
import { queryClient } from '@web/lib/query-client';
import { sessionQueryOptions } from '@web/lib/session';
import { prepareClassMerging } from '@web/lib/utils';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The page carries the session, the brand and the public settings (server/web-app.ts); without them
// (development through Vite), ask who is signed in while the first screen's code downloads.
if (!seedQueries(queryClient, readPageData())) void queryClient.prefetchQuery(sessionQueryOptions);

const router = createRouter();

/**
 * Marks #root once the app's own first screen is committed (a drawn first screen replaced by then):
 * the app's "ready" signal, which the browser tests wait on before they measure or count anything.
 */
function ReadyMark() {
  useEffect(() => container?.setAttribute('data-app-ready', ''), []);
  return null;
}

/**
 * The first render waits for this address's screen code (the router's lazy routes, fetched with the
 * page: server/web-preloads.ts), so that it is that screen, not a loading spinner rendered and then
 * replaced: on a phone at CPU ×4 that was some 150 ms of the first screen. Meanwhile the page shows
 * its own spinner (index.html), which the first render replaces. A screen whose code fails to load
 * ends the wait as well, with the router's error screen.
 */
function renderWhenReady() {
  const render = () =>
    createRoot(container as HTMLElement).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
          <ReadyMark />
        </AppProviders>
      </StrictMode>,
    );
  if (router.state.initialized) return render();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}

renderWhenReady();
// While the first screen's code downloads (the main thread is idle then), not during its render.
prepareClassMerging();
