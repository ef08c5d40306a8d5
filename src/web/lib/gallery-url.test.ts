import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  EMPTY_FILTERS,
  galleryHref,
  parseGalleryParams,
  sameFilters,
  similarToken,
  writeGalleryParams,
} from './gallery-url';

const parse = (query: string) => parseGalleryParams(new URLSearchParams(query));

describe('gallery URL -> filters', () => {
  it('reads search, categories, tags, types and sort', () => {
    expect(parse('q=protese&categories=estrutura,fachada&tags=sorriso&types=image,pdf&sort=popular')).toEqual(
      {
        q: 'protese',
        categories: ['estrutura', 'fachada'],
        tags: ['sorriso'],
        types: ['image', 'pdf'],
        sort: 'popular',
        labelsOnly: false,
      },
    );
  });

  it("reads 'Somente no título e tags' from scope=labels only", () => {
    expect(parse('q=agende&scope=labels').labelsOnly).toBe(true);
    expect(parse('q=agende&scope=all').labelsOnly).toBe(false);
    expect(parse('q=agende&scope=<x>').labelsOnly).toBe(false);
  });

  it('is empty for a bare /gallery', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('turns the preset filter=estrutura into categories=estrutura', () => {
    expect(parse('filter=estrutura').categories).toEqual(['estrutura']);
    expect(parse('filter=estrutura&categories=fachada').categories).toEqual(['fachada', 'estrutura']);
    expect(parse('filter=estrutura&categories=estrutura').categories).toEqual(['estrutura']);
  });

  it('ignores unknown presets and unknown params', () => {
    expect(parse('filter=desconhecido&utm_source=email&page=3')).toEqual(EMPTY_FILTERS);
  });

  it('drops invalid values instead of failing', () => {
    const filters = parse('types=image,video,banana,PDF&sort=aleatorio&categories=ok,<script>,,Fachada');
    // Videos never appear in the gallery (SPEC section 9); case is normalised.
    expect(filters.types).toEqual(['image', 'pdf']);
    expect(filters.sort).toBeNull();
    expect(filters.categories).toEqual(['ok', 'fachada']);
  });

  it('accepts relevance as an explicit sort and trims the search text', () => {
    expect(parse('sort=relevance&q=%20%20clareamento%20').q).toBe('clareamento');
    expect(parse('sort=relevance').sort).toBe('relevance');
  });

  it('deduplicates lists and keeps types in a stable order', () => {
    const filters = parse('tags=natal,natal,sorriso&types=pdf,image,pdf');
    expect(filters.tags).toEqual(['natal', 'sorriso']);
    expect(filters.types).toEqual(['image', 'pdf']);
  });

  it('reads the similarity token only when it looks like one', () => {
    expect(similarToken(new URLSearchParams('similar=m1x2y3-ab12cd'))).toBe('m1x2y3-ab12cd');
    expect(similarToken(new URLSearchParams('similar=<x>'))).toBeNull();
    expect(similarToken(new URLSearchParams(''))).toBeNull();
  });
});

describe('filters -> gallery URL', () => {
  it('writes only what is set', () => {
    const params = writeGalleryParams({ ...EMPTY_FILTERS, q: 'prótese', types: ['pdf', 'image'] });
    expect(params.toString()).toBe('q=pr%C3%B3tese&types=image%2Cpdf');
  });

  it("writes 'Somente no título e tags' as scope=labels", () => {
    const params = writeGalleryParams({ ...EMPTY_FILTERS, q: 'agende', labelsOnly: true });
    expect(params.toString()).toBe('q=agende&scope=labels');
    expect(writeGalleryParams(EMPTY_FILTERS, new URLSearchParams('scope=labels')).toString()).toBe('');
  });

  it('keeps unknown params and drops the preset and the similarity token', () => {
    const current = new URLSearchParams('utm_source=email&filter=estrutura&similar=abc-123&q=velho');
    const next = writeGalleryParams({ ...EMPTY_FILTERS, categories: ['estrutura'] }, current);
    expect(next.get('utm_source')).toBe('email');
    expect(next.get('categories')).toBe('estrutura');
    expect(next.has('filter')).toBe(false);
    expect(next.has('similar')).toBe(false);
    expect(next.has('q')).toBe(false);
  });

  it('round-trips: parse(write(f)) equals f', () => {
    const filters = {
      q: 'outubro rosa',
      categories: ['campanhas-acoes', 'equipe'],
      tags: ['outubro-rosa'],
      types: ['image' as const, 'psd' as const, 'other' as const],
      sort: 'downloads' as const,
      labelsOnly: true,
    };
    expect(parseGalleryParams(writeGalleryParams(filters))).toEqual(filters);
  });

  it('builds hrefs for links into the gallery', () => {
    expect(galleryHref()).toBe('/gallery');
    expect(galleryHref({ tags: ['sorriso'] })).toBe('/gallery?tags=sorriso');
    expect(galleryHref({ categories: ['perfil-pacientes'], types: ['image'] })).toBe(
      '/gallery?categories=perfil-pacientes&types=image',
    );
  });

  it("'Limpar' keeps only the search text", () => {
    const filters = {
      q: 'canal',
      categories: ['canal'],
      tags: ['sorriso'],
      types: ['pdf' as const],
      sort: 'oldest' as const,
      labelsOnly: true,
    };
    expect(clearedFilters(filters)).toEqual({ ...EMPTY_FILTERS, q: 'canal' });
    expect(sameFilters(clearedFilters(filters), { ...EMPTY_FILTERS, q: 'canal' })).toBe(true);
    expect(sameFilters(filters, clearedFilters(filters))).toBe(false);
  });
});
