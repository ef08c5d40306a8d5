// @vitest-environment jsdom
import { errorMessages, messages } from '@shared/messages/pt-BR';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configQueryOptions } from '@web/lib/brand';
import { createQueryClient } from '@web/lib/query-client';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './forgot-password-form';
import { ForgotPasswordLink } from './forgot-password-link';
import { ResetPasswordForm } from './reset-password-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(ui: ReactNode, answer: () => Promise<Response>, mailEnabled?: boolean) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient();
  if (mailEnabled !== undefined)
    client.setQueryData(configQueryOptions.queryKey, {
      brandName: 'Rede',
      mailEnabled,
      setupRequired: false,
    });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { fetchMock };
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function bodyOf(fetchMock: ReturnType<typeof vi.fn>, call = 0) {
  const [path, init] = fetchMock.mock.calls[call] as unknown as [string, RequestInit];
  return { path, body: JSON.parse(String(init.body)) };
}

describe('Esqueci minha senha', () => {
  it('is offered only when the server sends e-mail', () => {
    renderWith(<ForgotPasswordLink />, async () => Response.json({}), false);
    expect(screen.queryByRole('button', { name: messages.auth.forgotPassword })).toBeNull();
    cleanup();
    renderWith(<ForgotPasswordLink />, async () => Response.json({}), true);
    expect(screen.getByRole('button', { name: messages.auth.forgotPassword })).toBeTruthy();
  });

  it('refuses an invalid e-mail without asking the server', async () => {
    const { fetchMock } = renderWith(<ForgotPasswordForm />, async () => new Response(null, { status: 202 }));
    fill(messages.auth.email, 'nao-e-email');
    fireEvent.click(screen.getByRole('button', { name: messages.auth.forgotSubmit }));
    expect(await screen.findByText(messages.validation.emailInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail and says a link went out if there is an account', async () => {
    const { fetchMock } = renderWith(<ForgotPasswordForm />, async () => new Response(null, { status: 202 }));
    fill(messages.auth.email, 'Ana@Rede.com.br');
    fireEvent.click(screen.getByRole('button', { name: messages.auth.forgotSubmit }));
    expect(await screen.findByText(messages.auth.forgotSent)).toBeTruthy();
    expect(messages.auth.forgotSent).toBe(
      'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha.',
    );
    expect(bodyOf(fetchMock)).toEqual({
      path: '/api/auth/password-reset',
      body: { email: 'ana@rede.com.br' },
    });
  });
});

describe('/redefinir-senha form', () => {
  it("says 'As senhas não coincidem' and sends nothing when the passwords differ", async () => {
    const onDone = vi.fn();
    const { fetchMock } = renderWith(<ResetPasswordForm token="tok" onDone={onDone} />, async () =>
      Response.json({}),
    );
    fill(messages.auth.newPassword, 'girassol-azul-2031');
    fill(messages.auth.confirmPassword, 'girassol-azul-2030');
    fireEvent.click(screen.getByRole('button', { name: messages.auth.resetSubmit }));
    expect(await screen.findByText(messages.validation.passwordsDoNotMatch)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the strength meter and sends the token with the new password', async () => {
    const onDone = vi.fn();
    const { fetchMock } = renderWith(
      <ResetPasswordForm token="tok_123" onDone={onDone} />,
      async () => new Response(null, { status: 204 }),
    );
    fill(messages.auth.newPassword, 'girassol-azul-2031');
    expect(document.querySelector('[data-slot="password-strength"]')).not.toBeNull();
    fill(messages.auth.confirmPassword, 'girassol-azul-2031');
    fireEvent.click(screen.getByRole('button', { name: messages.auth.resetSubmit }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(bodyOf(fetchMock)).toEqual({
      path: '/api/auth/password-reset/confirm',
      body: { token: 'tok_123', password: 'girassol-azul-2031' },
    });
  });

  it("shows the server's message for a used or expired link", async () => {
    const onDone = vi.fn();
    renderWith(<ResetPasswordForm token="old" onDone={onDone} />, async () =>
      Response.json(
        { error: { code: 'RESET_TOKEN_INVALID', message: errorMessages.RESET_TOKEN_INVALID } },
        { status: 400 },
      ),
    );
    fill(messages.auth.newPassword, 'girassol-azul-2031');
    fill(messages.auth.confirmPassword, 'girassol-azul-2031');
    fireEvent.click(screen.getByRole('button', { name: messages.auth.resetSubmit }));
    expect(await screen.findByText(errorMessages.RESET_TOKEN_INVALID)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
