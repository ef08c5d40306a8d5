// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeAddResult } from '../api/add-album-assets';
import { AddToAlbumDialog } from './add-to-album-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const m = messages.albumsPage;
const album = (id: string, name: string, assetCount: number) => ({
  id,
  name,
  description: '',
  assetCount,
  thumbnailUrl: null,
  placeholder: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  updatedAt: '2025-03-01T12:00:00.000Z',
});

describe('AddToAlbumDialog', () => {
  it('lists the albums, adds the ids to the chosen one and reports the result', async () => {
    const calls: Array<{ url: string; method: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push({
          url,
          method: init?.method ?? 'GET',
          body: init?.body ? JSON.parse(String(init.body)) : null,
        });
        if (url === '/api/albums') {
          return Response.json({
            items: [album('a1', 'Natal', 3), album('a2', 'Outubro Rosa', 0)],
            total: 2,
          });
        }
        return Response.json({ added: 1, alreadyThere: 1, missing: [] });
      }),
    );
    const onAdded = vi.fn();
    const onOpenChange = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AddToAlbumDialog assetIds={['x1', 'x2']} open onOpenChange={onOpenChange} onAdded={onAdded} />
      </QueryClientProvider>,
    );

    expect(screen.getByText('Escolha o álbum para os 2 arquivos selecionados.')).toBeTruthy();
    const add = screen.getByRole('button', { name: m.add });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.click(await screen.findByRole('radio', { name: /Outubro Rosa/ }));
    expect(add).toHaveProperty('disabled', false);
    fireEvent.click(add);

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith({ added: 1, alreadyThere: 1, missing: [] }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // The album list is refetched afterwards (counts changed); the add itself:
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { url: '/api/albums/a2/assets', method: 'POST', body: { assetIds: ['x1', 'x2'] } },
    ]);
  });
});

describe('AddToAlbumDialog: a new album', () => {
  it('creating an album there also adds the files to it, then closes', async () => {
    const calls: Array<{ url: string; method: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
        if (url === '/api/albums' && method === 'POST')
          return Response.json(album('n1', 'Campanha Verão', 0));
        if (url === '/api/albums') return Response.json({ items: [album('a1', 'Natal', 3)], total: 1 });
        return Response.json({ added: 1, alreadyThere: 0, missing: [] });
      }),
    );
    const onAdded = vi.fn();
    const onOpenChange = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AddToAlbumDialog assetIds={['x1']} open onOpenChange={onOpenChange} onAdded={onAdded} />
      </QueryClientProvider>,
    );

    await screen.findByRole('radio', { name: /Natal/ });
    fireEvent.change(screen.getByLabelText(m.newAlbumInline), { target: { value: '  Campanha Verão ' } });
    fireEvent.click(screen.getByRole('button', { name: m.createInline }));

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith({ added: 1, alreadyThere: 0, missing: [] }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { url: '/api/albums', method: 'POST', body: { name: 'Campanha Verão', description: '' } },
      { url: '/api/albums/n1/assets', method: 'POST', body: { assetIds: ['x1'] } },
    ]);
  });
});

describe('describeAddResult', () => {
  it('tells added, already there and missing honestly', () => {
    expect(describeAddResult({ added: 1, alreadyThere: 0, missing: [] })).toEqual({
      title: m.fileAdded,
      details: [],
    });
    expect(describeAddResult({ added: 3, alreadyThere: 2, missing: ['z'] })).toEqual({
      title: '3 arquivos adicionados ao álbum!',
      details: [
        '2 arquivos já estavam no álbum e foram ignorados.',
        '1 arquivo(s) não existem mais no banco e não foram adicionados.',
      ],
    });
    expect(describeAddResult({ added: 0, alreadyThere: 2, missing: [] }).title).toBe(m.nothingAdded);
  });
});
