// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import type { Stats } from '@shared/schemas/stats';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeAsset } from '@web/test/asset';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatsOverview } from './stats-overview';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const m = messages.statsPage;
const longTitle =
  'Campanha Sorriso Saudável — arte para o feed do Instagram da unidade Centro, versão de outubro com selo ABF';
const top = fakeAsset({ id: 'a1', title: longTitle, viewCount: 12, downloadCount: 4 });

const stats: Stats = {
  days: 30,
  totals: { assets: 1, downloads: 4, views: 12, averageDownloads: 4 },
  byType: { image: 1 },
  mostDownloaded: [top],
  mostViewed: [top],
  latestUploads: [top],
  series: [{ date: '2025-03-10', views: 12, downloads: 4 }],
  zeroResultSearches: [
    { query: 'lente de contato', count: 3, lastSearchedAt: '2025-03-09T12:00:00Z', requests: 2 },
  ],
  requests: { answered: 4, medianAnswerSeconds: 3 * 3600 + 20 * 60 },
  textReading: { done: 1280, pending: 12, failed: 3, none: 41 },
};

async function renderStats() {
  fakeApi({ '/api/stats': Response.json(stats) });
  await renderWithProviders(<StatsOverview />);
  return screen.findByText(m.mostDownloaded, { selector: '[data-slot="card-title"]' });
}

/** The card a top list lives in, found by its title. */
function card(title: string): HTMLElement {
  return screen.getByText(title, { selector: '[data-slot="card-title"]' }).closest('[data-slot="card"]')!;
}

describe('stats top lists', () => {
  it('shows a long title whole: it wraps, and the whole title is on hover', async () => {
    await renderStats();
    for (const title of [m.mostDownloaded, m.mostViewed, m.latestUploads]) {
      const name = within(card(title)).getByText(longTitle);
      expect(name.getAttribute('title')).toBe(longTitle);
      expect(name.className).not.toMatch(/\btruncate\b/);
    }
  });

  it("has 'Ver todos' on each list, to the gallery in the list's order", async () => {
    await renderStats();
    const seeAll = (title: string) =>
      within(card(title))
        .getByRole('link', { name: new RegExp(`^${m.seeAll}`) })
        .getAttribute('href');
    expect(seeAll(m.mostDownloaded)).toBe('/gallery?sort=downloads');
    expect(seeAll(m.mostViewed)).toBe('/gallery?sort=popular');
    expect(seeAll(m.latestUploads)).toBe('/gallery?sort=newest');
  });

  it('links each search that found nothing to its requests, and shows the median time to answer', async () => {
    await renderStats();
    const link = screen.getByRole('link', { name: '2 pedidos da busca “lente de contato”' });
    expect(link.getAttribute('href')).toBe('/requests?busca=lente%20de%20contato');
    const answer = screen.getByTestId('request-answer-time');
    expect(within(answer).getByText('3 horas 20 minutos')).toBeTruthy();
    expect(within(answer).getByText('4 pedidos respondidos no período.')).toBeTruthy();
  });

  it('tells how many files had their words read, wait, failed or had none legible', async () => {
    await renderStats();
    const reading = within(screen.getByTestId('text-reading'));
    const value = (label: string) => reading.getByText(label).nextElementSibling?.textContent;
    expect(reading.getByText('Texto nos arquivos')).toBeTruthy();
    expect(value('Lidos')).toBe('1.280');
    expect(value('Na fila')).toBe('12');
    expect(value('Com falha')).toBe('3');
    expect(value('Sem texto legível')).toBe('41');
  });
});
