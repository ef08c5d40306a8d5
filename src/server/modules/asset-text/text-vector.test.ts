import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { queryRows } from '../../platform/db/client';
import { createAssetTextRepository } from './asset-text.repository';

/**
 * What a batch writes into `assets.text_vector`: the lexemes of the pages' own vectors, which must be
 * what parsing the pages' whole text again gave (it cost the embedded database's thread 0.6 s per
 * 2 MB page, twice per batch).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Words stored as a reading stores them, and written into search as the next batch does. */
async function stored(
  id: string,
  pages: Parameters<ReturnType<typeof createAssetTextRepository>['store']>[1],
) {
  const texts = createAssetTextRepository(t.db);
  await texts.store(id, pages);
  await texts.indexPending();
}

describe('the words of a file in search', () => {
  it("writes the lexemes of the pages' text, as parsing the whole text again would, from each page's vector", async () => {
    const pages = [
      {
        page: 1,
        text: 'Clareamento dental — agende sua avaliação em https://odonto.example/agenda',
        source: 'pdf',
      },
      { page: 2, text: 'Pós-operatório: 2,5 mg/kg; não há contraindicação. AVALIAÇÃO', source: 'pdf' },
      { page: 3, text: 'de a o que', source: 'pdf' },
    ] as const;
    const vectors = async (id: string) =>
      (
        await queryRows<{ written: string | null; parsed: string | null }>(
          t.db,
          sql`select a.text_vector::text as written,
            (select strip(to_tsvector('portuguese', f_unaccent(string_agg(t.text, ' ' order by t.page))))::text
              from asset_text t where t.asset_id = a.id) as parsed
            from assets a where a.id = ${id}`,
        )
      )[0];
    const many = await insertAsset(t.db, 'Lote V');
    await stored(many, [...pages]);
    const seen = await vectors(many);
    expect(seen?.written).toContain("'avaliaca'");
    expect(seen?.written).toBe(seen?.parsed);
    // Only stop words: an empty vector, as before (the file has text, none of it searchable).
    const stop = await insertAsset(t.db, 'Lote W');
    await stored(stop, [pages[2]]);
    expect(await vectors(stop)).toEqual({ written: '', parsed: '' });
  });
});
