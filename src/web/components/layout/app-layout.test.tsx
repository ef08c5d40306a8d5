// @vitest-environment jsdom
import { format, messages } from '@shared/messages/pt-BR';
import type { SessionUser } from '@shared/schemas/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createQueryClient } from '@web/lib/query-client';
import { apiError } from '@web/test/fake-api';
import { stubScreenWidth } from '@web/test/screen-width';
import { fakeSessionUser } from '@web/test/user';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout, type AppLayoutProps } from './app-layout';

const scrollTo = vi.fn();

beforeEach(() => {
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = fakeSessionUser({ email: 'ana@rede.com.br', name: 'Ana Paula', role: 'admin' });

function renderLayout(
  user: SessionUser | null,
  config: () => Promise<Response>,
  onSignOut = vi.fn(),
  searches: Pick<AppLayoutProps, 'mobileSearch' | 'pageSearch'> = {},
) {
  vi.stubGlobal('fetch', vi.fn(config));
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AppLayout user={user} onSignOut={onSignOut} {...searches}>
            <Outlet />
          </AppLayout>
        ),
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

const brandAnswer = async () =>
  Response.json({ brandName: 'OdontoCompany', mailEnabled: false, setupRequired: false });

describe('app layout', () => {
  it('shows the brand from /api/config and the current year in the footer', async () => {
    renderLayout(null, brandAnswer);
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
    renderLayout(null, async () => apiError(500, 'INTERNAL'));
    expect(await within(screen.getByRole('banner')).findByText(messages.layout.brandFallback)).toBeTruthy();
  });

  it('offers a visitor the way to sign in instead of the navigation', () => {
    renderLayout(null, brandAnswer);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: messages.header.signIn }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(within(header).queryByRole('link', { name: messages.nav.gallery })).toBeNull();
  });

  it('shows admins the admin navigation', () => {
    stubScreenWidth(1280);
    renderLayout(admin, brandAnswer);
    const nav = within(screen.getByRole('banner')).getAllByRole('navigation')[0]!;
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      messages.nav.gallery,
      messages.nav.campaigns,
      messages.nav.albums,
      messages.nav.upload,
      messages.nav.stats,
      messages.nav.users,
      messages.nav.units,
    ]);
  });

  it('renders on a phone only the menu button, and from md only the navigation and user menu', () => {
    stubScreenWidth(390);
    renderLayout(admin, brandAnswer);
    let header = screen.getByRole('banner');
    expect(within(header).queryByRole('navigation')).toBeNull();
    expect(within(header).queryByRole('button', { name: messages.header.userMenu })).toBeNull();
    expect(within(header).getByRole('button', { name: messages.nav.openMenu })).toBeTruthy();
    cleanup();
    stubScreenWidth(1440);
    renderLayout(admin, brandAnswer);
    header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation')).toBeTruthy();
    expect(within(header).getByRole('button', { name: messages.header.userMenu })).toBeTruthy();
    expect(within(header).queryByRole('button', { name: messages.nav.openMenu })).toBeNull();
  });

  it('shows others only Galeria, Campanhas and Meus Álbuns', () => {
    stubScreenWidth(1280);
    renderLayout({ ...admin, role: 'franqueado' }, brandAnswer);
    const nav = within(screen.getByRole('banner')).getAllByRole('navigation')[0]!;
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
    expect(within(nav).queryByRole('link', { name: messages.nav.users })).toBeNull();
  });

  it('opens the mobile menu with the navigation, scrolls to the top on navigation, and signs out', async () => {
    const onSignOut = vi.fn();
    const router = renderLayout(admin, brandAnswer, onSignOut);
    scrollTo.mockClear();

    fireEvent.click(screen.getByRole('button', { name: messages.nav.openMenu }));
    let menu = await screen.findByRole('dialog');
    for (const label of [messages.nav.myProfile, messages.nav.settings, messages.nav.help]) {
      expect(within(menu).getByRole('link', { name: label })).toBeTruthy();
    }
    fireEvent.click(within(menu).getByRole('link', { name: messages.nav.gallery }));

    expect(await screen.findByText('gallery page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gallery');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));

    fireEvent.click(screen.getByRole('button', { name: messages.nav.openMenu }));
    menu = await screen.findByRole('dialog');
    fireEvent.click(within(menu).getByRole('button', { name: messages.nav.signOut }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('opens the mobile menu on the panel, not on its search box (no keyboard over the menu)', async () => {
    renderLayout(admin, brandAnswer, vi.fn(), {
      mobileSearch: () => <input aria-label="busca do menu" />,
      pageSearch: <input aria-label="busca da página" />,
    });
    expect(within(screen.getByRole('main')).getByRole('textbox', { name: 'busca da página' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.nav.openMenu }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('textbox', { name: 'busca do menu' })).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(menu));
  });

  it('hides Configurações from a non-admin in the mobile menu', async () => {
    renderLayout({ ...admin, role: 'user' }, brandAnswer);
    fireEvent.click(screen.getByRole('button', { name: messages.nav.openMenu }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).queryByRole('link', { name: messages.nav.settings })).toBeNull();
    expect(within(menu).getByRole('link', { name: messages.nav.myProfile })).toBeTruthy();
  });
});
