// @vitest-environment jsdom
import type { Consent } from '@shared/schemas/consent';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { marketingAdmin } from '@web/test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentCard } from './consent-card';

function consent(overrides: Partial<Consent> & Pick<Consent, 'id'>): Consent {
  return {
    assetId: 'a1',
    patientRef: 'M.S.A.',
    signedOn: '2026-03-01',
    expiresOn: '2027-03-01',
    fileName: 'tcle.pdf',
    fileMime: 'application/pdf',
    fileSize: 1024,
    fileUrl: `/api/consents/${overrides.id}/file`,
    createdAt: '2026-03-02T12:00:00.000Z',
    createdBy: { id: 'u1', name: 'Equipe Marketing' },
    revokedAt: null,
    revokedBy: null,
    revokeReason: null,
    endNotifiedAt: null,
    state: 'valid',
    active: true,
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the consent card', () => {
  it('shows the active consent, its file and, for a revoked one, who was told and who has read it', async () => {
    fakeApi({
      '/api/assets/a1/consents': Response.json({
        containsPatient: true,
        items: [
          { ...consent({ id: 'c2' }), notified: [] },
          {
            ...consent({
              id: 'c1',
              patientRef: 'PR-118',
              state: 'revoked',
              active: false,
              revokedAt: '2026-05-10T15:00:00.000Z',
              revokedBy: { id: 'u1', name: 'Equipe Marketing' },
              revokeReason: 'A paciente pediu a retirada.',
              endNotifiedAt: '2026-05-10T15:00:01.000Z',
            }),
            notified: [
              {
                userId: 'f1',
                name: 'Fernanda Franqueada',
                email: 'f@rede.com.br',
                createdAt: '2026-05-10T15:00:01.000Z',
                readAt: '2026-05-11T13:30:00.000Z',
              },
              {
                userId: 'u2',
                name: 'Ulisses Usuário',
                email: 'u@rede.com.br',
                createdAt: '2026-05-10T15:00:01.000Z',
                readAt: null,
              },
            ],
          },
        ],
      }),
    });
    await renderWithProviders(<ConsentCard assetId="a1" containsPatient />, { session: marketingAdmin });
    const active = await screen.findByRole('region', { name: 'Consentimento ativo' });
    expect(within(active).getByText('M.S.A.')).toBeTruthy();
    expect(within(active).getByText('01/03/2027')).toBeTruthy();
    expect(
      within(active).getByRole('link', { name: 'Abrir TCLE assinado de M.S.A.' }).getAttribute('href'),
    ).toBe('/api/consents/c2/file');
    expect(within(active).getByRole('button', { name: 'Revogar — M.S.A.' })).toBeTruthy();

    const told = screen.getByRole('region', { name: 'Pessoas avisadas' });
    const rows = within(told)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows[0]).toMatch(/^Fernanda Franqueadalida em 11\/05\/2026 às \d\d:30$/);
    expect(rows[1]).toBe('Ulisses Usuárionão lida');
    expect(screen.getByText('Motivo: A paciente pediu a retirada.')).toBeTruthy();
  });

  it('asks for a reason before revoking, and sends it', async () => {
    const api = fakeApi({
      '/api/assets/a1/consents': Response.json({
        containsPatient: true,
        items: [{ ...consent({ id: 'c2' }), notified: [] }],
      }),
      'POST /api/consents/c2/revoke': Response.json(consent({ id: 'c2', state: 'revoked', active: false })),
    });
    await renderWithProviders(<ConsentCard assetId="a1" containsPatient />, { session: marketingAdmin });
    fireEvent.click(await screen.findByRole('button', { name: 'Revogar — M.S.A.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar consentimento' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revogar consentimento' }));
    expect(await within(dialog).findByText('Informe o motivo da revogação.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Motivo da revogação *'), {
      target: { value: 'A paciente pediu a retirada.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revogar consentimento' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({ reason: 'A paciente pediu a retirada.' });
  });

  it('says the asset is hidden while it has no consent, and offers to register one', async () => {
    fakeApi({ '/api/assets/a1/consents': Response.json({ containsPatient: true, items: [] }) });
    await renderWithProviders(<ConsentCard assetId="a1" containsPatient />, { session: marketingAdmin });
    expect(await screen.findByText(/Nenhum consentimento válido/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar consentimento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar consentimento (TCLE)' });
    fireEvent.change(within(dialog).getByLabelText('Referência do paciente *'), {
      target: { value: 'Maria Souza' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText(/Parece um nome completo/)).toBeTruthy();
    expect(within(dialog).getByText('Anexe o TCLE assinado (PDF ou imagem).')).toBeTruthy();
  });
});

describe('the consents page', () => {
  it('lists by filter, each row leading to its asset', async () => {
    const item = (id: string, title: string, state: Consent['state']) => ({
      ...consent({ id, state, expiresOn: '2026-12-20' }),
      asset: { id: `asset-${id}`, title, thumbnailUrl: null },
    });
    const api = fakeApi({
      '/api/consents?state=expiring': Response.json({
        items: [item('c1', 'Sorriso da Ana', 'expiring')],
        total: 1,
      }),
      '/api/consents?state=revoked': Response.json({ items: [], total: 0 }),
    });
    await renderWithProviders({ path: '/consentimentos' }, { session: marketingAdmin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Consentimentos' })).toBeTruthy();
    const links = await screen.findAllByRole('link', { name: 'Sorriso da Ana' });
    expect(links[0]!.getAttribute('href')).toBe('/asset/asset-c1');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Revogados' }));
    expect(await screen.findAllByText('Nenhum consentimento revogado.')).not.toHaveLength(0);
    expect(api.requests.some((url) => url.search === '?state=revoked')).toBe(true);
  });
});
