import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite, requestAs } from '../../../../tests/helpers/api-suite';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { queryRows } from '../../platform/db/client';
import { auditLog } from '../../platform/db/schema/index';
import { createTextChanges } from '../search';
import { createAssetTextRepository } from './asset-text.repository';
import { progressLine } from './reindex-command';
import { createTextQueueing } from './text-queueing';

/**
 * Issue 39 through the API, with the words of each file stored as a reading would store them (the
 * reading itself: text-reading.test.ts): search finds them below the title and taxonomy, with a
 * snippet, under the asset's visibility; the asset page's text; an admin's correction.
 */
const s = apiSuite({ people: true });
const texts = () => createAssetTextRepository(s.t.db);

/** Words stored as a reading stores them, and written into search as the next batch does. */
async function stored(id: string, pages: Parameters<ReturnType<typeof texts>['store']>[1]) {
  await texts().store(id, pages);
  await texts().indexPending();
}

async function search(who: typeof s.admin, query: string) {
  const res = await requestAs(s.t.app, who, 'GET', `/api/assets?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: Array<{ id: string; title: string; matches?: Array<{ page: number; snippet: string }> }>;
    total: number;
    correctedQuery: string | null;
  };
}

async function manual(title: string, values: Record<string, unknown> = {}) {
  const id = await insertAsset(s.t.db, title, {
    values: { type: 'pdf', mime: 'application/pdf', ...values },
  });
  await stored(id, [
    { page: 1, text: 'Protocolos de atendimento e recepção.', source: 'pdf' },
    { page: 2, text: 'Esterilização do instrumental em autoclave.', source: 'pdf' },
    {
      page: 3,
      text: 'Normas de biossegurança: dose < 5 mg & "aviso" à equipe.',
      source: 'pdf',
    },
  ]);
  return id;
}

describe('search through the words inside the files', () => {
  it('finds a file by a word only its text holds, with the page and the word marked, escaped', async () => {
    const id = await manual('Manual da clínica');
    const found = await search(s.franqueado, 'q=biosseguranca');
    const hit = found.items.find((item) => item.id === id);
    expect(hit?.matches).toHaveLength(1);
    expect(hit?.matches?.[0]?.page).toBe(3);
    const snippet = hit?.matches?.[0]?.snippet ?? '';
    expect(snippet).toContain('<mark>biossegurança</mark>');
    expect(snippet).toContain('&lt; 5 mg &amp; &quot;aviso&quot;');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('ranks the title and taxonomy above the text in the file, and marks only text-only hits', async () => {
    const inText = await manual('Guia de recepção');
    const inTitle = await insertAsset(s.t.db, 'Esterilização: cartaz para a sala', {
      values: { uploadedAt: new Date('2020-01-01T12:00:00Z') },
    });
    const found = await search(s.admin, 'q=esterilizacao');
    const order = found.items.map((item) => item.id);
    expect(order.indexOf(inTitle)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(inTitle)).toBeLessThan(order.indexOf(inText));
    expect(found.items.find((item) => item.id === inTitle)?.matches).toBeUndefined();
    expect(found.items.find((item) => item.id === inText)?.matches?.[0]?.page).toBe(2);
  });

  it('leaves the words inside the files out with scope=labels ("Somente no título e tags")', async () => {
    const id = await manual('Manual de rotinas');
    expect((await search(s.admin, 'q=autoclave')).items.map((i) => i.id)).toContain(id);
    const labels = await search(s.admin, 'q=autoclave&scope=labels');
    expect(labels.items.map((i) => i.id)).not.toContain(id);
    const refused = await requestAs(s.t.app, s.admin, 'GET', '/api/assets?q=autoclave&scope=tudo');
    expect(refused.statusCode).toBe(400);
  });

  it('counts text hits in the total and the type counts, and corrects a mistyped word of a file', async () => {
    const id = await manual('Manual de higiene');
    await stored(id, [{ page: 1, text: 'Higienização das moldeiras ortodônticas.', source: 'pdf' }]);
    const found = await search(s.admin, 'q=moldeiras');
    expect(found.items.map((i) => i.id)).toEqual([id]);
    expect(found.total).toBe(1);
    const typo = await search(s.admin, 'q=moldieras');
    expect(typo.correctedQuery).toBe('moldeiras');
    expect(typo.items.map((i) => i.id)).toEqual([id]);
  });

  it('never shows a snippet of an asset the person may not see', async () => {
    const hidden = await manual('Manual vencido', { validUntil: '2020-01-31' });
    await stored(hidden, [{ page: 1, text: 'Periodontia preventiva avançada.', source: 'pdf' }]);
    expect((await search(s.admin, 'q=periodontia')).items.map((i) => i.id)).toEqual([hidden]);
    for (const who of [s.franqueado, s.user]) {
      expect((await search(who, 'q=periodontia')).items).toEqual([]);
      expect((await requestAs(s.t.app, who, 'GET', `/api/assets/${hidden}/text`)).statusCode).toBe(404);
    }
  });
});

describe('the words read reach search in batches', () => {
  it('moves the version of the words once for many files read, and not the library version', async () => {
    const versions = async () =>
      (
        await queryRows<{ counted: number; listed: number; texts: number }>(
          s.t.db,
          sql`select counted::int, listed::int, texts::int from library_version`,
        )
      )[0];
    const ids = [await manual('Lote A'), await manual('Lote B'), await manual('Lote C')];
    const before = await versions();
    const readAll = async () => {
      for (const id of ids)
        await texts().store(id, [{ page: 1, text: 'Fluorterapia infantil', source: 'pdf' }]);
    };
    await readAll();
    expect(await versions()).toEqual(before);
    expect((await search(s.admin, 'q=fluorterapia')).items).toEqual([]);
    expect(await texts().indexPending()).toBe(3);
    // Searches without words keep their kept answers: only `texts` moves (migration 0023).
    expect(await versions()).toEqual({ ...before, texts: Number(before?.texts) + 1 });
    expect((await search(s.admin, 'q=fluorterapia')).items.map((i) => i.id).sort()).toEqual([...ids].sort());
    expect(await texts().indexPending()).toBe(0);

    // The same words read again (`text:reindex --all`) change nothing search holds: nothing moves.
    const read = await versions();
    await readAll();
    expect(await texts().indexPending()).toBe(3);
    expect(await versions()).toEqual(read);
  });
});

describe('which searches a batch of words can change (migration 0024)', () => {
  it('names the words each move of the file words touched, as search matches them', async () => {
    const changes = createTextChanges(s.t.db);
    const textVersion = async () =>
      String(
        (await queryRows<{ texts: number }>(s.t.db, sql`select texts::int from library_version`))[0]?.texts,
      );
    const id = await manual('Lote D');
    const from = await textVersion();
    await texts().store(id, [{ page: 1, text: 'Periodontia avançada', source: 'pdf' }]);
    await texts().indexPending();
    const to = await textVersion();
    expect(await changes.untouched('periodontia', from, to)).toBe(false);
    expect(await changes.untouched('periodo', from, to)).toBe(false);
    expect(await changes.untouched('avancada', from, to)).toBe(false);
    expect(await changes.untouched('ortodontia implante', from, to)).toBe(true);
    expect(await changes.untouched('ortodontia periodontia', from, to)).toBe(false);
    // The words the file had before count too: a page that no longer holds them changes its search.
    const before = await textVersion();
    await texts().store(id, [{ page: 1, text: 'Harmonização facial', source: 'pdf' }]);
    await texts().indexPending();
    expect(await changes.untouched('periodontia', before, await textVersion())).toBe(false);
    // Versions not recorded (the first, from before the table) cannot be vouched for.
    expect(await changes.untouched('ortodontia', '0', to)).toBe(false);
    await texts().pruneChanges(0);
    expect(await changes.untouched('ortodontia', from, to)).toBe(false);
  });
});

describe('GET and PUT /api/assets/:id/text', () => {
  it('answers the pages read, or none for a file never read, to whoever sees the asset', async () => {
    const id = await manual('Manual de acolhimento');
    const res = await requestAs(s.t.app, s.franqueado, 'GET', `/api/assets/${id}/text`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('done');
    expect(body.pages.map((p: { page: number; source: string }) => [p.page, p.source])).toEqual([
      [1, 'pdf'],
      [2, 'pdf'],
      [3, 'pdf'],
    ]);
    const never = await insertAsset(s.t.db, 'Cartaz sem leitura');
    expect((await requestAs(s.t.app, s.user, 'GET', `/api/assets/${never}/text`)).json()).toEqual({
      status: 'none',
      pages: [],
    });
    expect((await requestAs(s.t.app, null, 'GET', `/api/assets/${id}/text`)).statusCode).toBe(401);
  });

  it("keeps an admin's correction as edited, over a new reading, with its audit entry", async () => {
    const id = await insertAsset(s.t.db, 'Cartaz de prevenção', { values: { mime: 'image/png' } });
    await stored(id, [{ page: 1, text: 'Prevenqão é o melhor remédio', source: 'ocr', confidence: 71 }]);
    const refused = await requestAs(s.t.app, s.franqueado, 'PUT', `/api/assets/${id}/text`, {
      pages: [{ page: 1, text: 'x' }],
    });
    expect(refused.statusCode).toBe(403);
    const saved = await requestAs(s.t.app, s.admin, 'PUT', `/api/assets/${id}/text`, {
      pages: [{ page: 1, text: 'Prevenção é o melhor remédio' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().pages).toEqual([{ page: 1, text: 'Prevenção é o melhor remédio', source: 'edited' }]);
    // A new reading of the file (a reindex) finds the old words: the correction stays.
    await stored(id, [{ page: 1, text: 'Prevenqão é o melhor remédio', source: 'ocr', confidence: 70 }]);
    expect((await requestAs(s.t.app, s.admin, 'GET', `/api/assets/${id}/text`)).json().pages[0].source).toBe(
      'edited',
    );
    expect((await search(s.user, 'q=prevencao remedio')).items.map((i) => i.id)).toContain(id);
    const entries = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'asset.text-edit'), eq(auditLog.targetId, id)));
    expect(entries).toHaveLength(1);
  });

  it('refuses a bad correction with a pt-BR message and changes nothing', async () => {
    const id = await insertAsset(s.t.db, 'Cartaz de higiene', { values: { mime: 'image/png' } });
    for (const body of [
      {
        pages: [
          { page: 1, text: 'a' },
          { page: 1, text: 'b' },
        ],
      },
      { pages: [{ page: 0, text: 'a' }] },
      { pages: [{ page: 1, text: 'a\u0000b' }] },
      { pages: [{ page: 1, text: 'a' }], extra: true },
    ]) {
      const res = await requestAs(s.t.app, s.admin, 'PUT', `/api/assets/${id}/text`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/[a-zà-ú]/);
    }
    expect((await requestAs(s.t.app, s.admin, 'GET', `/api/assets/${id}/text`)).json().pages).toEqual([]);
    const link = await insertAsset(s.t.db, 'Vídeo', {
      values: { type: 'video', isExternal: true, externalUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    const res = await requestAs(s.t.app, s.admin, 'PUT', `/api/assets/${link}/text`, {
      pages: [{ page: 1, text: 'a' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('TEXT_NOT_READABLE');
  });
});

describe('npm run text:reindex', () => {
  it('queues the files never read or whose reading failed, and with --all every file with words to read', async () => {
    const file = (title: string, mime = 'image/png') =>
      insertAsset(s.t.db, title, { values: { mime, storageKey: `image/${randomUUID()}.png` } });
    const [read, failed, never, svg] = [
      await file('Lido'),
      await file('Falhou'),
      await file('Nunca lido'),
      await file('Vetor', 'image/svg+xml'),
    ];
    await stored(read, [{ page: 1, text: 'Sorriso', source: 'ocr', confidence: 90 }]);
    await texts().fail(failed, 'O arquivo não pôde ser lido.');
    const keys: string[][] = [];
    const queueing = createTextQueueing({ texts: texts(), enqueue: async (ids) => void keys.push(ids) });
    const mine = (all: string[][]) => all.flat().filter((id) => [read, failed, never, svg].includes(id));
    await queueing.reindex(false);
    expect(mine(keys).sort()).toEqual([failed, never].sort());
    keys.length = 0;
    await queueing.reindex(true);
    expect(mine(keys).sort()).toEqual([read, failed, never].sort());
    const status = await requestAs(s.t.app, s.admin, 'GET', `/api/assets/${never}/text`);
    expect(status.json().status).toBe('pending');
  });

  it('draws its progress with the time left', () => {
    expect(progressLine(0, 40, 0)).toBe('[--------------------] 0/40 0 %');
    expect(progressLine(10, 40, 60_000)).toBe('[#####---------------] 10/40 25 % · ~3 min left');
    expect(progressLine(40, 40, 240_000)).toBe('[####################] 40/40 100 %');
  });
});
