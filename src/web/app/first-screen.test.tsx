import type { PageData } from '@shared/page-data';
import { fakeAsset } from '@web/test/asset';
import { fakeSessionUser } from '@web/test/user';
import { describe, expect, it } from 'vitest';
import { renderFirstScreen } from './first-screen';

const items = [
  fakeAsset({
    id: 'a1',
    title: 'Sorriso <b>saudável</b> & clareamento',
    thumbnailUrl: '/api/assets/a1/thumbnail',
  }),
  fakeAsset({ id: 'a2', title: 'Campanha de inverno', thumbnailUrl: '/api/assets/a2/thumbnail' }),
  fakeAsset({ id: 'a3', title: 'Manual do franqueado', type: 'pdf', mime: 'application/pdf' }),
];

const signedIn: PageData = {
  session: { user: fakeSessionUser({ name: 'Bia Souza' }), expired: false },
  galleryFirstPage: {
    items,
    total: 3,
    nextCursor: null,
    typeCounts: { image: 2, pdf: 1 },
    correctedQuery: null,
  },
};

describe('the first screen drawn on the server', () => {
  it("draws a signed-in gallery's cards from the page's data, each thumbnail shown, inert until the app", async () => {
    const html = (await renderFirstScreen('http://app.invalid/gallery', signedIn)) ?? '';
    // One inert, marked wrapper: app/main.tsx finds the mark; nothing in it takes a tap or a key.
    expect(html.match(/<div data-drawn-on-server="" inert="" class="contents">/g)).toHaveLength(1);
    expect(html.match(/data-testid="asset-card"/g)).toHaveLength(3);
    // Text is escaped as React escapes it: a title cannot write markup into the page.
    expect(html).toContain('Sorriso &lt;b&gt;saudável&lt;/b&gt; &amp; clareamento');
    expect(html).not.toContain('<b>saudável</b>');
    // The pictures show as they arrive (no code yet to fade them in), with no spinner over them.
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images.filter((img) => img.includes('/api/assets/a'))).toHaveLength(2);
    for (const img of images) expect(img).toContain('opacity-100');
    expect(html).not.toContain('animate-spin');
    expect(html).toContain('3 resultados');
  });

  it('draws the gallery in the view this device chose, and in the default view for a value it does not know', async () => {
    const list =
      (await renderFirstScreen('http://app.invalid/gallery', signedIn, { galleryView: 'list' })) ?? '';
    // Lista: one column of rows (GRID_CLASSES), not Grade's grid of cards.
    expect(list).toContain('grid grid-cols-1 gap-2');
    expect(list).not.toContain('grid-flow-row-dense');
    expect(list.match(/data-testid="asset-card"/g)).toHaveLength(3);
    // A phone's rows, as the app renders them there: Download alone, no Copiar link.
    expect(list).toContain('aria-label="Baixar Campanha de inverno"');
    expect(list).not.toContain('aria-label="Copiar link de Campanha de inverno"');
    const unknown =
      (await renderFirstScreen('http://app.invalid/gallery', signedIn, { galleryView: 'mosaico' })) ?? '';
    expect(unknown).toContain('grid-flow-row-dense');
    expect(unknown).not.toContain('grid grid-cols-1 gap-2');
  });

  it('keeps no answer of one drawing for the next: each has its own query cache', async () => {
    await renderFirstScreen('http://app.invalid/gallery', signedIn);
    const next =
      (await renderFirstScreen('http://app.invalid/gallery', {
        session: { user: fakeSessionUser({ id: 'u2', name: 'Caio Lima' }), expired: false },
      })) ?? '';
    expect(next).not.toContain('Campanha de inverno');
    expect(next).not.toContain('Bia Souza');
  });
});
