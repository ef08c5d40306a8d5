// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import type { PublicShare } from '@shared/schemas/share-link';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLinkDialog } from './share-link-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const m = messages.shareLinks;
const TOKEN = 'x'.repeat(43);
const URL_MADE = `https://banco.rede.com.br/s/${TOKEN}`;

describe('the "Link para parceiros" dialog', () => {
  it('sends the choices (an empty password is none) and then shows the address once', async () => {
    const api = fakeApi({
      'POST /api/share-links': new Response(
        JSON.stringify({ id: 'l1', url: URL_MADE, expiresAt: '2026-12-26T14:00:00.000Z' }),
        { status: 201, headers: { 'content-type': 'application/json' } },
      ),
    });
    await renderWithProviders(<ShareLinkDialog target={{ assetId: 'a1' }} open onOpenChange={() => {}} />);
    fireEvent.click(await screen.findByRole('radio', { name: m.days[30] }));
    fireEvent.click(screen.getByRole('switch', { name: m.allowDownloadLabel }));
    fireEvent.click(screen.getByRole('button', { name: m.create }));
    const address = await screen.findByLabelText(m.urlLabel);
    expect((address as HTMLInputElement).value).toBe(URL_MADE);
    expect(screen.getByText(m.shownOnce)).toBeTruthy();
    expect(screen.getByTestId('share-link-summary').textContent).toContain(m.summaryViewOnly);
    const post = api.calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post!.body))).toEqual({
      assetId: 'a1',
      expiresInDays: 30,
      allowDownload: false,
    });
  });

  it('refuses a password too short beside its field, without asking the server', async () => {
    const api = fakeApi({});
    await renderWithProviders(<ShareLinkDialog target={{ albumId: 'b1' }} open onOpenChange={() => {}} />);
    fireEvent.change(await screen.findByLabelText(m.passwordLabel), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.passwordTooShort)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

const share: PublicShare = {
  brandName: 'Rede Sorriso',
  kind: 'asset',
  expiresAt: '2026-12-26T14:00:00.000Z',
  allowDownload: false,
  passwordRequired: false,
  material: {
    title: 'Flyer da inauguração',
    description: 'Frente A5',
    type: 'pdf',
    items: [
      {
        position: 1,
        title: 'Flyer da inauguração',
        description: 'Frente A5',
        type: 'pdf',
        mime: 'application/pdf',
        size: 2048,
        fileName: 'Flyer da inauguração.pdf',
        width: null,
        height: null,
        thumbnailUrl: `/api/s/${TOKEN}/thumbnail?size=grid`,
        previewUrl: `/api/s/${TOKEN}/thumbnail?size=preview`,
        downloadUrl: null,
      },
    ],
  },
};

describe('the partner’s page /s/:token', () => {
  it('shows the material with its first page and says it is view only', async () => {
    fakeApi({ [`/api/s/${TOKEN}`]: () => share });
    await renderWithProviders({ path: `/s/${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flyer da inauguração' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Pré-visualização de Flyer da inauguração' })).toBeTruthy();
    expect(screen.getByText(`${m.viewOnlyTitle}.`)).toBeTruthy();
    expect(screen.queryByRole('link', { name: m.download })).toBeNull();
    // Outside the app: no navigation into the library.
    expect(screen.queryByRole('link', { name: messages.nav.gallery })).toBeNull();
  });

  it('asks for the password, tells a wrong one, and shows the material once unlocked', async () => {
    let unlocked = false;
    const api = fakeApi({
      [`GET /api/s/${TOKEN}`]: () =>
        unlocked ? share : { ...share, passwordRequired: true, material: null },
      [`POST /api/s/${TOKEN}/unlock`]: ({ method }) => {
        const attempts = api.calls.filter((call) => call.method === method && call.url.endsWith('/unlock'));
        if (attempts.length === 1) return apiError(401, 'SHARE_LINK_PASSWORD_WRONG');
        unlocked = true;
        return new Response(null, { status: 204 });
      },
    });
    await renderWithProviders({ path: `/s/${TOKEN}` });
    const field = await screen.findByLabelText(m.passwordField);
    fireEvent.change(field, { target: { value: 'errada' } });
    fireEvent.click(screen.getByRole('button', { name: m.unlock }));
    expect(await screen.findByText(m.wrongPassword)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'certa-123' } });
    fireEvent.click(screen.getByRole('button', { name: m.unlock }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flyer da inauguração' })).toBeTruthy();
  });

  it('tells an ended link (410) and an unknown one (404) apart', async () => {
    fakeApi({ [`/api/s/${TOKEN}`]: apiError(410, 'SHARE_LINK_REVOKED') });
    await renderWithProviders({ path: `/s/${TOKEN}` });
    expect(await screen.findByText(m.goneText)).toBeTruthy();
    cleanup();
    fakeApi({ '/api/s/desconhecido': apiError(404, 'SHARE_LINK_NOT_FOUND') });
    await renderWithProviders({ path: '/s/desconhecido' });
    await waitFor(() => expect(screen.getByRole('heading', { name: m.notFoundTitle })).toBeTruthy());
  });
});
