import '@web/styles.css';
import { installPortugueseZodMessages } from '@shared/schemas/zod-pt-br';
import { queryClient } from '@web/lib/query-client';
import { sessionQueryOptions } from '@web/lib/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

installPortugueseZodMessages();
// Ask who is signed in while the first screen's code downloads.
void queryClient.prefetchQuery(sessionQueryOptions);

const router = createRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
