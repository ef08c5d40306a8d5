// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configQueryOptions } from '@web/lib/brand';
import { createQueryClient } from '@web/lib/query-client';
import { fakeSessionUser } from '@web/test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UNIT_ID = '7b0c2f5e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const UNITS = {
  items: [
    { id: UNIT_ID, name: 'OdontoRede Campinas Centro', city: 'Campinas', uf: 'SP', isFranchisor: false },
  ],
};

function renderForm(answer: () => Promise<Response>, setupToken?: string, firstAdmin = false) {
  // The sign-up form asks for the active units; every other call gets `answer`.
  const fetchMock = vi.fn(async (path: string) =>
    path === '/api/units/options' ? Response.json(UNITS) : answer(),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient();
  client.setQueryData(configQueryOptions.queryKey, {
    brandName: 'Rede',
    mailEnabled: false,
    setupRequired: firstAdmin,
  });
  const utils = render(
    <QueryClientProvider client={client}>
      <RegisterForm setupToken={setupToken} firstAdmin={firstAdmin} />
    </QueryClientProvider>,
  );
  return { fetchMock, client, ...utils };
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function fillAll(confirm: string) {
  fill(messages.auth.fullName, 'Maria Aparecida dos Santos');
  fill(messages.auth.email, 'Maria@Rede.com.br');
  fill(messages.auth.password, 'sorriso-2025');
  fill(messages.auth.confirmPassword, confirm);
}

/** The register calls only (the units list is fetched too). */
const registerCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([path]) => path === '/api/auth/register') as unknown as Array<
    [string, RequestInit]
  >;

/** The unit picker is a searchable list: open it, type part of the city, pick the unit. */
async function chooseUnit() {
  fireEvent.click(await screen.findByRole('combobox', { name: messages.auth.unit }));
  fireEvent.change(await screen.findByRole('combobox', { name: messages.unitFields.searchUnit }), {
    target: { value: 'campinas' },
  });
  fireEvent.click(await screen.findByRole('option', { name: /^OdontoRede Campinas Centro/ }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: messages.auth.register }));

describe('register form', () => {
  it("says 'As senhas não coincidem' and sends nothing when the passwords differ", async () => {
    const { fetchMock } = renderForm(async () => Response.json({}));
    fillAll('sorriso-2024');
    submit();

    expect(await screen.findByText(messages.validation.passwordsDoNotMatch)).toBeTruthy();
    expect(screen.getByLabelText(messages.auth.confirmPassword).getAttribute('aria-invalid')).toBe('true');
    expect(registerCalls(fetchMock)).toHaveLength(0);
  });

  it('asks a franqueado for their unit beside the field, and sends the one chosen', async () => {
    const user = fakeSessionUser({
      email: 'maria@rede.com.br',
      name: 'Maria',
      role: 'franqueado',
      unitId: UNIT_ID,
      unitName: 'OdontoRede Campinas Centro',
    });
    const { fetchMock } = renderForm(async () => Response.json({ user }, { status: 201 }));
    fillAll('sorriso-2025');
    submit();
    expect(await screen.findByText(messages.validation.unitRequired)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: messages.auth.unit }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(registerCalls(fetchMock)).toHaveLength(0);

    await chooseUnit();
    submit();
    await waitFor(() => expect(registerCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(registerCalls(fetchMock)[0]![1].body))).toMatchObject({
      role: 'franqueado',
      unitId: UNIT_ID,
    });
  });

  it('offers Franqueado and Usuário, never Administrador', () => {
    const { container } = renderForm(async () => Response.json({}));
    const values = [...container.querySelectorAll('select option')].map(
      (o) => (o as HTMLOptionElement).value,
    );
    expect(values).toEqual(expect.arrayContaining(['franqueado', 'user']));
    expect(values).not.toContain('admin');
    expect(screen.queryByText(messages.roles.admin)).toBeNull();
  });

  it('registers with the chosen type, without the confirmation field', async () => {
    const user = fakeSessionUser({ email: 'maria@rede.com.br', name: 'Maria', role: 'franqueado' });
    const { fetchMock } = renderForm(async () => Response.json({ user }, { status: 201 }));
    fillAll('sorriso-2025');
    await chooseUnit();
    submit();

    await waitFor(() => expect(registerCalls(fetchMock)).toHaveLength(1));
    const [path, init] = registerCalls(fetchMock)[0]!;
    expect(path).toBe('/api/auth/register');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Maria Aparecida dos Santos',
      email: 'maria@rede.com.br',
      password: 'sorriso-2025',
      role: 'franqueado',
      unitId: UNIT_ID,
    });
  });

  it('sends the one-time setup token of the first-admin link', async () => {
    const user = fakeSessionUser({ email: 'maria@rede.com.br', name: 'Maria', role: 'admin' });
    const { fetchMock } = renderForm(async () => Response.json({ user }, { status: 201 }), 'abc_123-XYZ');
    fillAll('sorriso-2025');
    submit();
    // The first admin's link: no unit is asked for.
    expect(screen.queryByRole('combobox', { name: messages.auth.unit })).toBeNull();
    await waitFor(() => expect(registerCalls(fetchMock)).toHaveLength(1));
    const [, init] = registerCalls(fetchMock)[0]!;
    expect(JSON.parse(String(init.body))).toMatchObject({ setupToken: 'abc_123-XYZ' });
  });

  it('shows why a password is weak as it is typed', async () => {
    renderForm(async () => Response.json({}));
    fill(messages.auth.password, '12345678');
    // The zxcvbn dictionaries load on first use (a lazy import): allow for a busy machine.
    expect(
      await screen.findByText(messages.passwordStrength.reasons.common, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Força da senha: Muito fraca')).toBeTruthy();
  }, 20_000);

  it("shows the server's message in the red alert", async () => {
    renderForm(async () =>
      Response.json(
        { error: { code: 'EMAIL_TAKEN', message: 'Já existe uma conta com este e-mail.' } },
        { status: 409 },
      ),
    );
    fillAll('sorriso-2025');
    await chooseUnit();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Já existe uma conta com este e-mail.');
  });

  it('asks the first admin (a new install) only name, e-mail and password, and sends no role or unit', async () => {
    const admin = fakeSessionUser({
      email: 'maria@rede.com.br',
      name: 'Maria Aparecida dos Santos',
      role: 'admin',
    });
    const { fetchMock, client } = renderForm(
      async () => Response.json({ user: admin }, { status: 201 }),
      undefined,
      true,
    );
    expect(screen.queryByRole('combobox', { name: messages.auth.accountType })).toBeNull();
    expect(screen.queryByRole('combobox', { name: messages.auth.unit })).toBeNull();
    fillAll('sorriso-2025');
    fireEvent.click(screen.getByRole('button', { name: messages.auth.firstAdminSubmit }));
    await waitFor(() => expect(registerCalls(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(registerCalls(fetchMock)[0]![1].body));
    expect(body).toEqual({
      name: 'Maria Aparecida dos Santos',
      email: 'maria@rede.com.br',
      password: 'sorriso-2025',
    });
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/units/options')).toBe(false);
    // Signed out later, /auth is the sign-in again: the first-run form is done.
    await waitFor(() => expect(client.getQueryData(configQueryOptions.queryKey)?.setupRequired).toBe(false));
  });
});
