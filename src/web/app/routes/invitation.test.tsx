// @vitest-environment jsdom
import type { ErrorCode } from '@shared/errors';
import { messages } from '@shared/messages/pt-BR';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionKeys } from '@web/lib/session';
import { apiError, fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { fakeSessionUser } from '@web/test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const m = messages.invitations;
const TOKEN = 'k3Jd8sPq0vXyZa1b2c3d4e5f6g7h8i9j0kLmNoPqRsT';
const PREVIEW = {
  name: 'Maria Aparecida dos Santos',
  email: 'maria@clinica.com.br',
  role: 'franqueado',
  unitName: 'OdontoRede Campinas Centro',
  invitedByName: 'Ana Paula Figueiredo',
  expiresAt: '2030-01-08T15:00:00.000Z',
};

const CLOSED: Array<[ErrorCode, number, string, string]> = [
  ['INVITATION_USED', 410, m.usedTitle, m.used],
  ['INVITATION_REVOKED', 410, m.revokedTitle, m.revoked],
  ['INVITATION_EXPIRED', 410, m.expiredTitle, m.expired],
  ['INVITATION_INVALID', 404, m.invalidTitle, m.invalid],
];

describe('/convite', () => {
  it.each(CLOSED)(
    'shows its own page for %s, with the way to the sign-in',
    async (code, status, title, text) => {
      fakeApi({ '/api/invitations/preview': apiError(status, code) });
      await renderWithProviders({ path: `/convite?token=${TOKEN}` });

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByRole('link', { name: m.goToLogin }).getAttribute('href')).toBe('/auth');
      expect(screen.queryByLabelText(messages.auth.password)).toBeNull();
    },
  );

  it('calls a link without a token invalid, without asking the server', async () => {
    const api = fakeApi({});
    await renderWithProviders({ path: '/convite' });

    expect(await screen.findByRole('heading', { level: 1, name: m.invalidTitle })).toBeTruthy();
    expect(api.requests.some((url) => url.pathname.startsWith('/api/invitations'))).toBe(false);
  });

  it('drops the token from the address, shows the invitation and signs the new account in', async () => {
    const user = fakeSessionUser({ name: PREVIEW.name, email: PREVIEW.email, role: 'franqueado' });
    const api = fakeApi({
      '/api/invitations/preview': Response.json(PREVIEW),
      'POST /api/invitations/accept': Response.json({ user }, { status: 201 }),
    });
    const { router, client } = await renderWithProviders({ path: `/convite?token=${TOKEN}` });

    expect(await screen.findByRole('heading', { level: 1, name: m.pageTitle })).toBeTruthy();
    expect(screen.getByText('Ana Paula Figueiredo convidou você para o Banco de Imagens.')).toBeTruthy();
    expect(screen.getByText(PREVIEW.name)).toBeTruthy();
    expect(screen.getByText(PREVIEW.unitName)).toBeTruthy();
    expect(screen.getByText(messages.roles.franqueado)).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(
      api.requests.find((url) => url.pathname === '/api/invitations/preview')?.searchParams.get('token'),
    ).toBe(TOKEN);

    fireEvent.input(screen.getByLabelText(messages.auth.password), {
      target: { value: 'Sorriso-Rede-2025' },
    });
    fireEvent.input(screen.getByLabelText(messages.auth.confirmPassword), {
      target: { value: 'Sorriso-Rede-2025' },
    });
    fireEvent.click(screen.getByRole('button', { name: m.accept }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const accept = api.calls.find((call) => call.url === '/api/invitations/accept');
    expect(JSON.parse(String(accept?.body))).toEqual({ token: TOKEN, password: 'Sorriso-Rede-2025' });
    expect(client.getQueryData(sessionKeys.current())).toEqual({ user, expired: false });
  });

  it('still shows the invitation when the page is reloaded after the address dropped the token', async () => {
    const api = fakeApi({ '/api/invitations/preview': Response.json(PREVIEW) });
    const first = await renderWithProviders({ path: `/convite?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: m.pageTitle })).toBeTruthy();
    expect(first.router.state.location.search).toBe('');
    cleanup();

    await renderWithProviders({ path: '/convite' });
    expect(await screen.findByRole('heading', { level: 1, name: m.pageTitle })).toBeTruthy();
    const asked = api.requests.filter((url) => url.pathname === '/api/invitations/preview');
    expect(asked.map((url) => url.searchParams.get('token'))).toEqual([TOKEN, TOKEN]);
  });

  it('puts a weak password beside its field, and a link cancelled meanwhile shows its page', async () => {
    let answer = apiError(400, 'WEAK_PASSWORD');
    fakeApi({
      '/api/invitations/preview': Response.json(PREVIEW),
      'POST /api/invitations/accept': () => answer,
    });
    await renderWithProviders({ path: `/convite?token=${TOKEN}` });
    const password = await screen.findByLabelText(messages.auth.password);
    const send = () => {
      fireEvent.input(password, { target: { value: 'mariasantos' } });
      fireEvent.input(screen.getByLabelText(messages.auth.confirmPassword), {
        target: { value: 'mariasantos' },
      });
      fireEvent.click(screen.getByRole('button', { name: m.accept }));
    };

    send();
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();

    answer = apiError(410, 'INVITATION_REVOKED');
    send();
    expect(await screen.findByRole('heading', { level: 1, name: m.revokedTitle })).toBeTruthy();
  });
});
