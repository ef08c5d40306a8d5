import { messages } from '@shared/messages/pt-BR';
import { describe, expect, it } from 'vitest';
import {
  assetTypeLabel,
  authorLabel,
  hasVisualPreview,
  resultsLabel,
  TYPE_FILTER_GROUPS,
  toggleTypeGroup,
  typeGroupCount,
  typeGroupState,
} from './labels';

describe('author label', () => {
  it('puts "Por" before the author the server credits, whoever looks', () => {
    expect(authorLabel({ author: 'Franqueadora' })).toBe('Por Franqueadora');
    expect(authorLabel({ author: 'Carla Mendes' })).toBe('Por Carla Mendes');
  });
});

describe('type labels', () => {
  it('names every asset type in Portuguese', () => {
    expect(assetTypeLabel('image')).toBe('Imagem');
    expect(assetTypeLabel('pdf')).toBe('PDF');
    expect(assetTypeLabel('document')).toBe('Documento');
    expect(assetTypeLabel('psd')).toBe('PSD');
    expect(assetTypeLabel('video')).toBe('Vídeo');
    expect(assetTypeLabel('other')).toBe('Outro');
  });

  it('offers the four SPEC checkboxes, PSD counted under Outros', () => {
    expect(TYPE_FILTER_GROUPS.map((g) => messages.gallery.typeGroups[g.id])).toEqual([
      'Imagens',
      'PDF',
      'Documentos',
      'Outros',
    ]);
    expect(TYPE_FILTER_GROUPS.find((g) => g.id === 'other')?.types).toEqual(['other', 'psd']);
  });

  it("checks 'Outros' fully, partly (PSD only, from the global search) or not at all", () => {
    const other = ['other', 'psd'] as const;
    expect(typeGroupState(['other', 'psd'], other)).toBe(true);
    expect(typeGroupState(['psd'], other)).toBe('indeterminate');
    expect(typeGroupState(['image'], other)).toBe(false);
    expect(toggleTypeGroup(['psd'], other)).toEqual(['psd', 'other']);
    expect(toggleTypeGroup(['image', 'other', 'psd'], other)).toEqual(['image']);
  });

  it('sums live counts per checkbox', () => {
    expect(typeGroupCount({ image: 5, psd: 2, other: 1 }, ['other', 'psd'])).toBe(3);
    expect(typeGroupCount(undefined, ['image'])).toBeUndefined();
  });
});

describe('results label and previews', () => {
  it("says '1 resultado' and 'N resultados'", () => {
    expect(resultsLabel(1, '1')).toBe('1 resultado');
    expect(resultsLabel(0, '0')).toBe('0 resultados');
    expect(resultsLabel(2340, '2.340')).toBe('2.340 resultados');
  });

  it('knows when there is something to preview', () => {
    expect(hasVisualPreview({ previewUrl: null, embedUrl: null })).toBe(false);
    expect(hasVisualPreview({ previewUrl: '/p.webp', embedUrl: null })).toBe(true);
    expect(hasVisualPreview({ previewUrl: null, embedUrl: 'https://www.youtube-nocookie.com/embed/x' })).toBe(
      true,
    );
  });
});
