import '@web/styles.css';
import { readPageData, seedQueries } from '@web/lib/page-data';
import { queryClient } from '@web/lib/query-client';
import { sessionQueryOptions } from '@web/lib/session';
import { StrictMode } from 'react';
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

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
