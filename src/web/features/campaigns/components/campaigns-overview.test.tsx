// @vitest-environment jsdom
import type { Campaign } from '@shared/schemas/campaign';
import type { SessionUser } from '@shared/schemas/user';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CampaignsOverview } from './campaigns-overview';

// Friday 20 November 2026, midday in Brasília: only Date is faked, timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T15:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const franqueado: SessionUser = {
  id: 'u2',
  email: 'livia@rede.com.br',
  name: 'Lívia',
  role: 'franqueado',
  avatarUrl: null,
  emailNotifications: true,
  unitId: 'un1',
  unitName: 'OdontoRede Centro',
  status: 'active',
};

const natal: Campaign = {
  id: 'c1',
  name: 'Natal Sorridente',
  description: '',
  startsOn: '2026-11-25',
  endsOn: '2026-12-05',
  status: 'agendada',
  coverAssetId: null,
  thumbnailUrl: null,
  placeholder: null,
  assetCount: 2,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
};

async function renderMonth(month: string) {
  const api = fakeApi({
    '/api/campaigns': () => ({ items: [natal], today: '2026-11-20' }),
  });
  await renderWithProviders(
    { path: `/campaigns?month=${month}`, routes: [{ path: '/campaigns', element: <CampaignsOverview /> }] },
    { session: franqueado },
  );
  return api;
}

describe('campaigns calendar', () => {
  it('asks for the month, names the days from Sunday and reads each bar with its dates', async () => {
    const api = await renderMonth('2026-11');
    const table = await screen.findByRole('table', { name: 'Novembro de 2026' });
    expect(api.requests.some((url) => url.search === '?from=2026-11-01&to=2026-11-30')).toBe(true);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Ddomingo',
      'Ssegunda-feira',
      'Tterça-feira',
      'Qquarta-feira',
      'Qquinta-feira',
      'Ssexta-feira',
      'Ssábado',
    ]);
    // Two bars (the week of the 22nd, then the 29th–30th); only the first takes the Tab key.
    const bar = await within(table).findByRole('link', {
      name: 'Natal Sorridente, 25 de novembro a 5 de dezembro de 2026',
    });
    expect(bar.getAttribute('href')).toBe('/campaigns/c1');
    const bars = table.querySelectorAll('a[href="/campaigns/c1"]');
    expect(bars).toHaveLength(2);
    expect(bars[1]!.getAttribute('tabindex')).toBe('-1');
    expect(bars[1]!.getAttribute('aria-hidden')).toBe('true');
    const today = table.querySelector('td[aria-current="date"]');
    expect(today?.textContent).toContain('20 de novembro de 2026, hoje');
    // The list under the grid, with the status.
    const list = screen.getByRole('heading', { name: 'Campanhas de novembro' })
      .nextElementSibling as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Natal Sorridente' })).toBeTruthy();
    expect(within(list).getByText('Agendada')).toBeTruthy();
  });

  it('moves a month with the buttons, the campaign going on into December', async () => {
    const api = await renderMonth('2026-11');
    await screen.findByRole('table', { name: 'Novembro de 2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    const december = await screen.findByRole('table', { name: 'Dezembro de 2026' });
    await waitFor(() =>
      expect(api.requests.some((url) => url.search === '?from=2026-12-01&to=2026-12-31')).toBe(true),
    );
    expect(await within(december).findAllByRole('link')).toHaveLength(1);
    expect(december.querySelector('td[aria-current="date"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(await screen.findByRole('table', { name: 'Novembro de 2026' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Hoje' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
