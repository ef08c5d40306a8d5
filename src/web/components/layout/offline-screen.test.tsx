// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import { HealthSchema } from '@shared/schemas/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { api } from '@web/lib/api-client';
import { clearOffline } from '@web/lib/connection';
import { createQueryClient } from '@web/lib/query-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineScreen } from './offline-screen';

let online = true;
const fetchStub = vi.fn<typeof fetch>();

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  fetchStub.mockReset();
  vi.stubGlobal('fetch', fetchStub);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <p>Página</p>
      <OfflineScreen />
    </QueryClientProvider>,
  );
});

afterEach(() => {
  cleanup();
  clearOffline();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const health = () => api.get('/api/health', HealthSchema);
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));
const screenShown = () => screen.queryByRole('alertdialog', { name: messages.offline.title });

describe("'Sem conexão'", () => {
  it('is not shown for a server that cannot be reached while the browser is online', async () => {
    fetchStub.mockImplementation(noNetwork);
    await expect(health()).rejects.toMatchObject({ code: 'NETWORK' });
    expect(screenShown()).toBeNull();
  });

  it('covers the app when a call fails offline, and goes away when the network is back', async () => {
    online = false;
    fetchStub.mockImplementation(noNetwork);
    await act(() => expect(health()).rejects.toMatchObject({ code: 'NETWORK' }));

    const dialog = screenShown();
    expect(dialog?.textContent).toContain(messages.offline.description);
    expect(document.activeElement?.textContent).toBe(messages.offline.retry);
    // The page is still there underneath.
    expect(screen.getByText('Página')).toBeTruthy();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screenShown()).toBeNull();
  });

  it("'Tentar novamente' keeps the screen while still offline and leaves once the server answers", async () => {
    online = false;
    fetchStub.mockImplementation(noNetwork);
    await act(() => expect(health()).rejects.toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: messages.offline.retry }));
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(screenShown()).not.toBeNull();

    fetchStub.mockImplementation(async () =>
      Response.json({
        status: 'ok',
        db: { kind: 'pglite', ok: true },
        storage: { kind: 'local', ok: true },
        mail: 'off',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: messages.offline.retry }));
    await vi.waitFor(() => expect(screenShown()).toBeNull());
  });
});
