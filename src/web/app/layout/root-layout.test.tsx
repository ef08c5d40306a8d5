// @vitest-environment jsdom
import { errorMessages, format, messages } from '@shared/messages/pt-BR';
import type { SessionUser } from '@shared/schemas/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@web/lib/query-client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../router';

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const franqueado: SessionUser = {
  id: 'u2',
  email: 'bia@rede.com.br',
  name: 'Beatriz',
  role: 'franqueado',
  avatarUrl: null,
  emailNotifications: true,
};
const admin: SessionUser = { ...franqueado, id: 'u1', name: 'Ana', role: 'admin' };

const error = (status: number, code: string) =>
  Response.json({ error: { code, message: 'mensagem do servidor' } }, { status });

type Answers = Record<string, () => Response | Promise<Response>>;

function renderAt(path: string, answers: Answers) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const answer = answers[url] ?? (() => Response.json({ brandName: 'Rede Sorriso', publicSignup: true }));
      return answer();
    }),
  );
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('layout states', () => {
  it("shows 'Carregando autenticação...' while the session loads", async () => {
    renderAt('/profile', { '/api/auth/session': () => new Promise<Response>(() => {}) });
    expect(await screen.findByText(messages.app.loadingAuth)).toBeTruthy();
  });

  it('shows only the login card to the signed-out on a page that needs a session', async () => {
    renderAt('/users', { '/api/auth/session': () => error(401, 'UNAUTHENTICATED') });
    expect(await screen.findByText(messages.auth.loginSubtitle)).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: messages.auth.createAccount }).getAttribute('href')).toBe(
      '/auth?tab=cadastrar',
    );
  });

  it('shows the visitor home on / and sends /albums to /auth', async () => {
    renderAt('/', { '/api/auth/session': () => error(401, 'UNAUTHENTICATED') });
    expect(await screen.findByText(messages.home.visitorTitle)).toBeTruthy();

    const router = renderAt('/albums', { '/api/auth/session': () => error(401, 'UNAUTHENTICATED') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('greets the signed-in by name on /', async () => {
    renderAt('/', { '/api/auth/session': () => Response.json({ user: franqueado }) });
    expect(await screen.findByText(format(messages.home.greeting, { name: 'Beatriz' }))).toBeTruthy();
  });

  it('sends a franqueado away from /users to /', async () => {
    const router = renderAt('/users', { '/api/auth/session': () => Response.json({ user: franqueado }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText(messages.users.title)).toBeNull();
  });

  it('signs out with the expiry message when any call answers SESSION_EXPIRED', async () => {
    renderAt('/users', {
      '/api/auth/session': () => Response.json({ user: admin }),
      '/api/users': () => error(401, 'SESSION_EXPIRED'),
    });
    expect(await screen.findByText(errorMessages.SESSION_EXPIRED)).toBeTruthy();
    expect(screen.getByText(messages.auth.loginSubtitle)).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the expiry message when the session check itself says SESSION_EXPIRED', async () => {
    renderAt('/profile', { '/api/auth/session': () => error(401, 'SESSION_EXPIRED') });
    expect(await screen.findByText(errorMessages.SESSION_EXPIRED)).toBeTruthy();
  });
});
