import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { PageCollector } from '../../media/text/clean';
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

  it("makes a page's vector from its distinct words when they repeat: the lexemes of its whole text", async () => {
    const paragraph = [
      'Manual de biossegurança: esterilização em autoclave a 121 °C por 15-20 min (versão 2.1).',
      'Pós-operatório — dúvidas? escreva para contato@odonto.example ou veja https://odonto.example/faq.',
      'Próteses, implantes e clareamentos; 3,5% dos casos. Não há contraindicação! Sorria',
    ].join('\n');
    const collected = new PageCollector();
    collected.add({ page: 1, text: Array.from({ length: 60 }, () => paragraph).join('\n\n'), source: 'txt' });
    collected.add({ page: 2, text: 'Página única de ortodontia, sem repetir palavras', source: 'pdf' });
    const [repeated, single] = collected.pages;
    expect(repeated?.words?.length).toBeLessThan((repeated?.text.length ?? 0) / 20);
    expect(single?.words).toBeUndefined();
    const id = await insertAsset(t.db, 'Lote X');
    await createAssetTextRepository(t.db).store(id, collected.pages);
    const pageVectors = () =>
      queryRows<{ page: number; stored: string; parsed: string }>(
        t.db,
        sql`select page, vector::text as stored, strip(to_tsvector('portuguese', f_unaccent(text)))::text as parsed
          from asset_text where asset_id = ${id} order by page`,
      );
    const stored = await pageVectors();
    expect(stored.map((p) => p.page)).toEqual([1, 2]);
    for (const page of stored) expect(page.stored).toBe(page.parsed);
    expect(stored[0]?.stored).toContain("'biosseguranc'");
    expect(await dictionaryHas(['biosseguranca', 'esterilizacao', 'ortodontia'])).toEqual([
      'biosseguranca',
      'esterilizacao',
      'ortodontia',
    ]);

    // An admin's correction is parsed whole; a later reading leaves it, and the words of its page too.
    await createAssetTextRepository(t.db).edit(id, [{ page: 2, text: 'Alinhadores transparentes' }], {
      kind: 'asset.text-edit',
      targetId: id,
    });
    const reread = new PageCollector();
    reread.add({ page: 1, text: paragraph, source: 'txt' });
    reread.add({ page: 2, text: 'Xilofonezinho desconhecido', source: 'txt' });
    await createAssetTextRepository(t.db).store(id, reread.pages);
    const edited = await pageVectors();
    for (const page of edited) expect(page.stored).toBe(page.parsed);
    expect(edited[1]?.stored).toContain("'transparent'");
    expect(await dictionaryHas(['alinhadores', 'xilofonezinho'])).toEqual(['alinhadores']);
  });
});

/** Which of `words` the spelling dictionary holds. */
async function dictionaryHas(words: string[]): Promise<string[]> {
  const found = await queryRows<{ word: string }>(
    t.db,
    sql`select word from search_words where word in (${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}) order by word`,
  );
  return found.map((f) => f.word);
}
