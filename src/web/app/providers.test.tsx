// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import { render, screen } from '@testing-library/react';
import { notify } from '@web/lib/notify';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';

describe('toasts', () => {
  it('shows a toast asked for before its lazily loaded container was mounted, and replaces it by id', async () => {
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
