// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import type { SetupChecklist } from '@shared/schemas/setup';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { fakeSessionUser } from '@web/test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInHome } from './signed-in-home';

const m = messages.home.checklist;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const checklist = (done: [boolean, boolean, boolean], dismissed = false): SetupChecklist => ({
  steps: [
    { id: 'brand', done: done[0] },
    { id: 'units', done: done[1] },
    { id: 'people', done: done[2] },
  ],
  dismissed,
});

const region = () => screen.queryByRole('region', { name: m.title });

describe('the first-run checklist on the home', () => {
  it('is never asked for on a franqueado’s or user’s home', async () => {
    for (const role of ['user', 'franqueado'] as const) {
      const api = fakeApi({ '/api/setup/checklist': () => Response.json(checklist([false, false, false])) });
      await renderWithProviders(<SignedInHome user={fakeSessionUser({ role })} />);
      await waitFor(() => expect(api.requests.some((url) => url.pathname === '/api/assets')).toBe(true));
      expect(api.requests.filter((url) => url.pathname.startsWith('/api/setup'))).toEqual([]);
      expect(region()).toBeNull();
      cleanup();
    }
  });

  it('shows an admin each step as a link, done or to do, and hides for good once dismissed', async () => {
    let state = checklist([true, false, false]);
    const api = fakeApi({
      'GET /api/setup/checklist': () => Response.json(state),
      'POST /api/setup/checklist/dismiss': () => {
        state = { ...state, dismissed: true };
        return new Response(null, { status: 204 });
      },
    });
    await renderWithProviders(<SignedInHome user={fakeSessionUser({ role: 'admin', name: 'Ana' })} />);
    const card = await screen.findByRole('region', { name: m.title });
    expect(within(card).getByText('1 de 3 concluídos')).toBeTruthy();
    const links = within(card).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('href'), link.textContent?.includes(`(${m.done})`)]),
    ).toEqual([
      ['/settings', true],
      ['/units', false],
      ['/users?aba=convites', false],
    ]);

    fireEvent.click(within(card).getByRole('button', { name: m.dismissLabel }));
    await waitFor(() => expect(region()).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/setup/checklist/dismiss',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('is not shown once every step is done', async () => {
    const api = fakeApi({ '/api/setup/checklist': () => Response.json(checklist([true, true, true])) });
    await renderWithProviders(<SignedInHome user={fakeSessionUser({ role: 'admin' })} />);
    await waitFor(() =>
      expect(api.requests.some((url) => url.pathname === '/api/setup/checklist')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(region()).toBeNull();
  });
});
