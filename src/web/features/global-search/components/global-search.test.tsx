// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createQueryClient } from '@web/lib/query-client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalSearch } from './global-search';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSearch(path: string, recent: string[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/assets')
        return Response.json({
          items: [],
          total: 19,
          nextCursor: null,
          typeCounts: { image: 2340, pdf: 3, psd: 0 },
          correctedQuery: null,
        });
      if (url.pathname === '/api/search/recent') return Response.json({ items: recent });
      if (url.pathname === '/api/tags')
        return Response.json({
          total: 1,
          items: [{ id: 't1', name: 'Sorriso', slug: 'sorriso', popularRank: 1, assetCount: 3 }],
        });
      return Response.json({});
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <GlobalSearch />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>início</p> },
          { path: 'gallery', element: <p>galeria</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const box = () => screen.getByRole('combobox', { name: messages.globalSearch.label });

describe('global search', () => {
  it('has the SPEC placeholder and goes to /gallery?q= after a pause in typing', async () => {
    const router = renderSearch('/');
    expect(box().getAttribute('placeholder')).toBe('Pesquisar imagens, vídeos, documentos...');
    fireEvent.change(box(), { target: { value: 'protese' } });
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(router.state.location.search).toBe('?q=protese');
  });

  it('on the gallery, follows the URL and the clear button removes the search', async () => {
    const router = renderSearch('/gallery?q=canal&types=pdf');
    expect((box() as HTMLInputElement).value).toBe('canal');
    fireEvent.click(screen.getByRole('button', { name: messages.globalSearch.clear }));
    await waitFor(() => expect(router.state.location.search).toBe('?types=pdf'));
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('opens the suggestions on focus with live type counts, hides empty Recentes, closes on Esc', async () => {
    renderSearch('/');
    fireEvent.focus(box());
    const panel = await screen.findByRole('listbox', { name: messages.globalSearch.suggestions });
    expect(within(panel).getByText(messages.globalSearch.byType)).toBeTruthy();
    expect(await within(panel).findByText('2.340')).toBeTruthy();
    expect(within(panel).queryByText(messages.globalSearch.recent)).toBeNull();
    expect(await within(panel).findByText('Sorriso')).toBeTruthy();
    fireEvent.keyDown(box(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('searches a recent text, and filters by type with the keyboard', async () => {
    const router = renderSearch('/', ['clareamento']);
    fireEvent.focus(box());
    const panel = await screen.findByRole('listbox');
    fireEvent.click(await within(panel).findByText('clareamento'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=clareamento'));

    fireEvent.change(box(), { target: { value: '' } });
    fireEvent.focus(box());
    await screen.findByRole('listbox');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toMatch(/type-pdf$/);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?types=pdf'));
  });
});
