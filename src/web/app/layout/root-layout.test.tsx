// @vitest-environment jsdom
import { errorMessages, format, messages } from '@shared/messages/pt-BR';
import type { SessionUser } from '@shared/schemas/user';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { apiError, type FakeAnswer, fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { franqueadaBeatriz } from '@web/test/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin: SessionUser = { ...franqueadaBeatriz, id: 'u1', name: 'Ana', role: 'admin' };

const error = apiError;

/** The app at `path`, its API answering with `answers` (public config for anything else). */
async function renderAt(path: string, answers: Record<string, FakeAnswer>) {
  fakeApi(answers);
  return (await renderWithProviders({ path })).router;
}

describe('layout states', () => {
  it("shows 'Carregando autenticação...' while the session loads", async () => {
    await renderAt('/profile', { '/api/auth/session': () => new Promise<Response>(() => {}) });
    expect(await screen.findByText(messages.app.loadingAuth)).toBeTruthy();
  });

  it('shows only the login card to the signed-out on a page that needs a session', async () => {
    await renderAt('/users', { '/api/auth/session': () => error(401, 'UNAUTHENTICATED') });
    expect(await screen.findByText(messages.auth.loginSubtitle)).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: messages.auth.createAccount }).getAttribute('href')).toBe(
      '/auth?tab=cadastrar',
    );
  });

  it('shows the visitor home on / and sends /albums to /auth', async () => {
    await renderAt('/', { '/api/auth/session': () => error(401, 'UNAUTHENTICATED') });
    expect(await screen.findByText(messages.home.visitorTitle)).toBeTruthy();

    const router = await renderAt('/albums', { '/api/auth/session': () => error(401, 'UNAUTHENTICATED') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows a pending account only its waiting page, wherever it goes (issue 36)', async () => {
    const pending: SessionUser = { ...franqueadaBeatriz, name: 'Paula Pendente', status: 'pending' };
    for (const path of ['/', '/gallery', '/users']) {
      await renderAt(path, { '/api/auth/session': () => Response.json({ user: pending }) });
      expect(await screen.findByRole('heading', { name: messages.auth.pendingTitle })).toBeTruthy();
      expect(screen.getByText(messages.accounts.pending)).toBeTruthy();
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.getByRole('button', { name: messages.auth.pendingSignOut })).toBeTruthy();
      cleanup();
    }
  });

  it('greets the signed-in by name on /', async () => {
    await renderAt('/', { '/api/auth/session': () => Response.json({ user: franqueadaBeatriz }) });
    expect(await screen.findByText(format(messages.home.greeting, { name: 'Beatriz' }))).toBeTruthy();
  });

  it('sends a franqueado away from /users to /', async () => {
    const router = await renderAt('/users', {
      '/api/auth/session': () => Response.json({ user: franqueadaBeatriz }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText(messages.users.title)).toBeNull();
  });

  it('signs out with the expiry message when any call answers SESSION_EXPIRED', async () => {
    await renderAt('/users', {
      '/api/auth/session': () => Response.json({ user: admin }),
      '/api/users': () => error(401, 'SESSION_EXPIRED'),
    });
    expect(await screen.findByText(errorMessages.SESSION_EXPIRED)).toBeTruthy();
    expect(screen.getByText(messages.auth.loginSubtitle)).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the expiry message when the session check itself says SESSION_EXPIRED', async () => {
    await renderAt('/profile', { '/api/auth/session': () => error(401, 'SESSION_EXPIRED') });
    expect(await screen.findByText(errorMessages.SESSION_EXPIRED)).toBeTruthy();
  });
});
