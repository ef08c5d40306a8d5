// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@web/lib/notify';
import { fakeAsset } from '@web/test/asset';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlbumDetail } from './album-detail';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const detail = {
  id: 'al1',
  name: 'Natal 2025',
  description: '',
  assetCount: 2,
  thumbnailUrl: null,
  placeholder: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  updatedAt: '2025-03-01T12:00:00.000Z',
  assets: [fakeAsset({ id: 'x1', title: 'Árvore' }), fakeAsset({ id: 'x2', title: 'Presépio' })],
};

describe('album detail', () => {
  it("'Baixar álbum' tells that the ZIP is on its way, as the gallery's ZIP does", async () => {
    fakeApi({ '/api/albums/al1': Response.json(detail) });
    const info = vi.spyOn(notify, 'info');
    const submitted: Array<{ action: string; method: string; target: string }> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push({ action: this.getAttribute('action') ?? '', method: this.method, target: this.target });
    });
    await renderWithProviders(<AlbumDetail albumId="al1" />);

    fireEvent.click(await screen.findByRole('button', { name: messages.albumsPage.download }));

    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(messages.assetActions.downloadStarting, {
        description: 'Preparando o ZIP com 2 arquivo(s)... O download continua no navegador.',
      }),
    );
    // The browser streams the ZIP to disk through a hidden frame, which reads an error back as a toast.
    expect(submitted).toEqual([
      { action: '/api/albums/al1/download', method: 'get', target: 'bdi-zip-download' },
    ]);
    expect(document.querySelector('iframe[name="bdi-zip-download"]')).not.toBeNull();
  });
});
