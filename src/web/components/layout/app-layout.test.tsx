// @vitest-environment jsdom
import { format, messages } from '@shared/messages/pt-BR';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createQueryClient } from '@web/lib/query-client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from './app-layout';

const scrollTo = vi.fn();

beforeEach(() => {
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLayout(config: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(config));
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: AppLayout,
        children: [
          { index: true, element: <p>home page</p> },
          { path: 'gallery', element: <p>gallery page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const brandAnswer = async () => Response.json({ brandName: 'OdontoCompany' });

describe('app layout', () => {
  it('shows the brand from /api/config and the current year in the footer', async () => {
    renderLayout(brandAnswer);
    const year = new Date().getFullYear();

    const footer = screen.getByRole('contentinfo');
    expect(
      await within(footer).findByText(format(messages.app.copyright, { year, brand: 'OdontoCompany' })),
    ).toBeTruthy();
    for (const label of [messages.nav.terms, messages.nav.privacy, messages.nav.help]) {
      expect(within(footer).getByRole('link', { name: label })).toBeTruthy();
    }
    expect(within(screen.getByRole('banner')).getByText('OdontoCompany')).toBeTruthy();
  });

  it("falls back to 'Rede' when the config cannot be read", async () => {
    renderLayout(async () => Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }));
    expect(await within(screen.getByRole('banner')).findByText(messages.layout.brandFallback)).toBeTruthy();
  });

  it('opens the mobile menu with the navigation and scrolls to the top on navigation', async () => {
    const router = renderLayout(brandAnswer);
    scrollTo.mockClear();

    fireEvent.click(screen.getByRole('button', { name: messages.nav.openMenu }));
    const menu = await screen.findByRole('dialog');
    fireEvent.click(within(menu).getByRole('link', { name: messages.nav.gallery }));

    expect(await screen.findByText('gallery page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gallery');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));
  });
});
