import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './api-client';
import { similarityPercent } from './similar-results';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name so accents survive', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="Protese.jpg"; filename*=UTF-8''Pr%C3%B3tese%20(1).jpg`),
    ).toBe('Prótese (1).jpg');
  });

  it('falls back to the plain name, and to null', () => {
    expect(fileNameFromDisposition('attachment; filename="fachada.png"')).toBe('fachada.png');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('similarityPercent', () => {
  it('maps a 64-bit hash distance to 0..100', () => {
    expect(similarityPercent(0)).toBe(100);
    expect(similarityPercent(32)).toBe(50);
    expect(similarityPercent(64)).toBe(0);
    expect(similarityPercent(80)).toBe(0);
  });
});
