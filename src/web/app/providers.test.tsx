// @vitest-environment jsdom
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

    const id = notify.info('Iniciando download...');
    expect(await screen.findByText('Iniciando download...')).toBeTruthy();
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();

    notify.success('Download concluído', { id });
    expect(await screen.findByText('Download concluído')).toBeTruthy();
    expect(screen.queryByText('Iniciando download...')).toBeNull();
  });
});
