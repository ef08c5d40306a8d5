// @vitest-environment jsdom
import { PRIVATE_SESSION_KEYS } from '@web/lib/private-storage';
import { fakeAsset } from '@web/test/asset';
import { afterEach, describe, expect, it } from 'vitest';
import { readSimilarResults, saveSimilarResults } from './similar-results';
import { SCHEMAS_VERSION } from './stored-answers';

const items = [{ ...fakeAsset({ id: 'a1', title: 'Sorriso' }), distance: 0 }];

afterEach(() => sessionStorage.clear());

describe('similar-image results handed to the gallery', () => {
  it('are read back after a reload (from sessionStorage), stamped with the schemas they were checked by', () => {
    const token = saveSimilarResults({ items }, 'foto.jpg', null);
    const stored = JSON.parse(sessionStorage.getItem(PRIVATE_SESSION_KEYS.similarResults) ?? '{}');
    expect(stored.schemas).toBe(SCHEMAS_VERSION);
    // A new page's memory: only what sessionStorage kept.
    sessionStorage.setItem(
      PRIVATE_SESSION_KEYS.similarResults,
      JSON.stringify({ ...stored, token: 'recarregado' }),
    );
    expect(readSimilarResults('recarregado')).toMatchObject({
      items,
      fileName: 'foto.jpg',
      previewUrl: null,
    });
    expect(readSimilarResults(token)?.items).toEqual(items);
  });

  it('are not read when another build stored them, or when the token is another', () => {
    saveSimilarResults({ items }, 'foto.jpg', null);
    const stored = JSON.parse(sessionStorage.getItem(PRIVATE_SESSION_KEYS.similarResults) ?? '{}');
    sessionStorage.setItem(
      PRIVATE_SESSION_KEYS.similarResults,
      JSON.stringify({ ...stored, token: 'outro-build', schemas: 'versao-antiga' }),
    );
    expect(readSimilarResults('outro-build')).toBeNull();
    expect(readSimilarResults('desconhecido')).toBeNull();
  });
});
