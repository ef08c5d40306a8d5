// @vitest-environment jsdom
import type { AuditEntry } from '@shared/schemas/audit';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '@web/test/fake-api';
import { preloadAppRoutes, renderWithProviders } from '@web/test/render';
import { marketingAdmin } from '@web/test/user';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

function entry(id: string, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-03-10T14:30:05.000Z',
    actorId: 'u1',
    actorName: 'Equipe Marketing',
    ip: '203.0.113.9',
    kind: 'user.role',
    targetType: 'user',
    targetId: 'u2',
    targetName: 'Rita Souza',
    before: { role: 'user' },
    after: { role: 'admin' },
    ...overrides,
  };
}

// The app's route modules load once, before the first test's clock starts (a cold import is slow).
beforeAll(preloadAppRoutes, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/audit', () => {
  it('asks the server with the address’s filter, shows who, when, where and what, and pages on', async () => {
    const api = fakeApi({
      '/api/audit/actors': Response.json({ items: [{ id: 'u1', name: 'Equipe Marketing' }] }),
      '/api/audit': ({ url }) =>
        url.searchParams.get('cursor')
          ? { items: [entry('1', { targetName: 'Bruno Lima', targetId: 'u3' })], nextCursor: null }
          : { items: [entry('2')], nextCursor: 'next-page' },
    });
    await renderWithProviders({ path: '/audit?tipo=user.role&de=2026-03-01' }, { session: marketingAdmin });

    const sentence = await screen.findAllByText('Mudou o perfil de acesso de “Rita Souza”');
    const asked = api.requests.find((url) => url.pathname === '/api/audit');
    expect(Object.fromEntries(asked!.searchParams)).toEqual({ kind: 'user.role', from: '2026-03-01' });
    expect(screen.getAllByText('203.0.113.9').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe(
      '/api/audit.csv?kind=user.role&from=2026-03-01',
    );

    const row = sentence[0]!.closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Ver alterações' }));
    const changes = within(row).getByRole('definition');
    expect(changes.textContent).toBe('AntesUsuárioDepoisAdministrador');

    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findAllByText('Mudou o perfil de acesso de “Bruno Lima”')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('says when nothing matches the filter', async () => {
    fakeApi({
      '/api/audit/actors': Response.json({ items: [] }),
      '/api/audit': Response.json({ items: [], nextCursor: null }),
    });
    await renderWithProviders({ path: '/audit?tipo=asset.delete' }, { session: marketingAdmin });
    expect(await screen.findByText('Nenhuma ação encontrada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('Nenhuma ação registrada')).toBeTruthy();
  });
});
