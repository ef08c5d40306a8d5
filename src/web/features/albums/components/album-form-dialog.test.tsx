// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlbumFormDialog } from './album-form-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const m = messages.albumsPage;

function renderDialog() {
  const fetchSpy = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    Response.json(
      {
        id: 'a1',
        ...JSON.parse(String(init?.body)),
        assetCount: 0,
        thumbnailUrl: null,
        placeholder: null,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      },
      { status: 201 },
    ),
  );
  vi.stubGlobal('fetch', fetchSpy);
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AlbumFormDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { fetchSpy, onOpenChange };
}

describe('AlbumFormDialog', () => {
  it('keeps save disabled while the name is blank, spaces included', async () => {
    renderDialog();
    const save = screen.getByRole('button', { name: m.create });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(m.nameLabel), { target: { value: '   ' } });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.blur(screen.getByLabelText(m.nameLabel));
    // The shared schema validates asynchronously (react-hook-form's resolver).
    expect(await screen.findByText(messages.albums.nameRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(m.nameLabel), { target: { value: ' Natal 2025 ' } });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
  });

  it('creates the album with the trimmed name and closes', async () => {
    const { fetchSpy, onOpenChange } = renderDialog();
    fireEvent.change(screen.getByLabelText(m.nameLabel), { target: { value: '  Fachadas  ' } });
    fireEvent.change(screen.getByLabelText(m.descriptionLabel), { target: { value: ' unidade centro ' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: m.create })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: m.create }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/albums');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Fachadas', description: 'unidade centro' });
  });
});
