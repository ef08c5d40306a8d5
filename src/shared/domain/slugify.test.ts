import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('removes accents and lowercases', () => {
    expect(slugify('Prótese')).toBe('protese');
    expect(slugify('Estética Dental')).toBe('estetica-dental');
  });

  it('turns spaces into single hyphens and drops other symbols', () => {
    expect(slugify('  Antes e Depois  ')).toBe('antes-e-depois');
    expect(slugify('Convenção 2025!')).toBe('convencao-2025');
    expect(slugify('Selo ABF / PEGN')).toBe('selo-abf-pegn');
  });

  it('returns an empty string when nothing word-like is left', () => {
    expect(slugify('!!!')).toBe('');
  });
});
