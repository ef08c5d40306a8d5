// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('toasts', () => {
  // Test files share their worker's modules: an earlier file's toast has already brought the
  // container in, so this test takes notify and the providers fresh, as a first page load has them.
  beforeEach(() => {
    vi.resetModules();
  });

  it('shows a toast asked for before its lazily loaded container was mounted, and replaces it by id', async () => {
    const { notify } = await import('@web/lib/notify');
    const { AppProviders } = await import('./providers');
    render(
      <AppProviders>
        <p>Página</p>
      </AppProviders>,
    );
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    const id = notify.info(messages.assetActions.downloadStarting);
    expect(await screen.findByText(messages.assetActions.downloadStarting)).toBeTruthy();
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();

    notify.success(messages.assetActions.downloadDone, { id });
    expect(await screen.findByText(messages.assetActions.downloadDone)).toBeTruthy();
    expect(screen.queryByText(messages.assetActions.downloadStarting)).toBeNull();
  });
});
