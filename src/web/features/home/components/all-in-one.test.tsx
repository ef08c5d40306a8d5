// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import type { Asset } from '@shared/schemas/asset';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeAsset } from '@web/test/asset';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AllInOne } from './all-in-one';
import { LatestPosts } from './latest-posts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const image = (n: number) => fakeAsset({ id: `i${n}`, title: `Imagem ${n}`, originalName: `foto-${n}.jpg` });
const images = [1, 2, 3, 4, 5, 6, 7].map(image);
const pdfs = [
  fakeAsset({ id: 'p1', title: 'Manual', type: 'pdf', mime: 'application/pdf', originalName: 'm.pdf' }),
];
const others = [
  fakeAsset({ id: 'o1', title: 'Panfleto', type: 'other', mime: 'application/x-cdr', originalName: 'p.cdr' }),
];
const typeCounts = { image: images.length, pdf: pdfs.length, other: others.length };

function answer(url: URL) {
  const types = url.searchParams.get('types') ?? '';
  const limit = Number(url.searchParams.get('limit'));
  let items: Asset[] = [];
  if (types === 'image') items = images.slice(0, limit);
  else if (types === 'pdf') items = pdfs;
  else if (types.split(',').includes('other')) items = others;
  return { items, total: items.length, nextCursor: null, typeCounts, correctedQuery: null };
}

async function renderHomeSections() {
  fakeApi({ '/api/assets': ({ url }) => answer(url) });
  await renderWithProviders(
    <>
      <LatestPosts />
      <AllInOne />
    </>,
  );
  const section = screen.getByRole('region', { name: messages.home.allInOneTitle });
  await within(section).findByText('Imagem 6');
  return section;
}

describe("'Tudo em um só lugar'", () => {
  it('does not repeat the images of Últimas Postagens', async () => {
    const section = await renderHomeSections();
    const latest = screen.getByRole('region', { name: messages.home.latestTitle });
    expect(within(latest).getAllByRole('link', { name: /Imagem/ })).toHaveLength(5);
    expect(
      within(section)
        .getAllByRole('link', { name: /Imagem/ })
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Imagem 6'), expect.stringContaining('Imagem 7')]);
  });

  it('hides the type chips that have no content', async () => {
    const section = await renderHomeSections();
    const chips = await within(section).findAllByRole('button', { pressed: false });
    const labels = () =>
      within(section)
        .getAllByRole('button')
        .map((chip) => chip.textContent);
    expect(chips.length).toBeGreaterThan(0);
    // CDR appears once the scan of recent 'other' files found one.
    await within(section).findByRole('button', { name: 'CDR' });
    expect(labels()).toEqual(['Imagens', 'CDR', 'PDF', 'Outros Tipos de Arquivos']);
    fireEvent.click(within(section).getByRole('button', { name: 'PDF' }));
    expect(await within(section).findByText('Manual')).toBeTruthy();
  });
});
