import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { apiSuite, requestAs } from '../../../../tests/helpers/api-suite';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { queryRows } from '../../platform/db/client';
import { auditLog } from '../../platform/db/schema/index';
import { createAssetReader } from '../asset-read';
import { createCachedSearchService, createSearchRepository, createTextChanges } from '../search';
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

  it('stores a reading in one statement: the first of a page number, nothing for an asset gone', async () => {
    const id = await insertAsset(s.t.db, 'Lote L');
    const pages = [
      { page: 2, text: 'Segunda página', source: 'pdf' as const, confidence: 88 },
      { page: 2, text: 'Repetida', source: 'pdf' as const },
      { page: 1, text: '', source: 'pdf' as const },
    ];
    expect(await texts().store(id, pages)).toBe(true);
    const stored = await texts().read(id);
    expect([stored.status, stored.pages]).toEqual([
      'done',
      [
        { page: 1, text: '', source: 'pdf' },
        { page: 2, text: 'Segunda página', source: 'pdf', confidence: 88 },
      ],
    ]);
    expect(await texts().store(randomUUID(), pages)).toBe(false);
    expect(await texts().store(id, [{ page: 1, text: '', source: 'ocr' }])).toBe(true);
    expect((await texts().read(id)).status).toBe('none');
  });
});

describe('which searches a batch of words can change (migrations 0024 and 0026)', () => {
  const textVersion = async () =>
    String(
      (await queryRows<{ texts: number }>(s.t.db, sql`select texts::int from library_version`))[0]?.texts,
    );

  it('names the words each move of the file words touched, as search matches them', async () => {
    const changes = createTextChanges(s.t.db);
    const id = await manual('Lote D');
    const from = await textVersion();
    await stored(id, [{ page: 1, text: 'Periodontia avançada', source: 'pdf' }]);
    const to = await textVersion();
    // The manual had words already: what it gains or loses is no mere addition.
    for (const words of ['periodontia', 'periodo', 'avancada', 'ortodontia periodontia']) {
      expect(await changes.since(words, from, to)).toEqual({ kind: 'unknown' });
    }
    expect(await changes.since('ortodontia implante', from, to)).toEqual({ kind: 'untouched' });
    // The words the file had before count too: a page that no longer holds them changes its search.
    const before = await textVersion();
    await stored(id, [{ page: 1, text: 'Harmonização facial', source: 'pdf' }]);
    expect(await changes.since('periodontia', before, await textVersion())).toEqual({ kind: 'unknown' });
    // Versions not recorded (the first, from before the table) cannot be vouched for.
    expect(await changes.since('ortodontia', '0', to)).toEqual({ kind: 'unknown' });
    await texts().pruneChanges(0);
    expect(await changes.since('ortodontia', from, to)).toEqual({ kind: 'unknown' });
    const left = sql`select ((select count(*) from text_changes) + (select count(*) from text_change_assets))::int as n`;
    expect(await queryRows(s.t.db, left)).toEqual([{ n: 0 }]);
  });

  it('names the files that gained their first words, and whom those words now find', async () => {
    const changes = createTextChanges(s.t.db);
    const [first, second] = [await insertAsset(s.t.db, 'Lote E'), await insertAsset(s.t.db, 'Lote F')];
    const from = await textVersion();
    await stored(first, [{ page: 1, text: 'Selante resinoso', source: 'ocr' }]);
    await stored(second, [{ page: 1, text: 'Selante ionomérico', source: 'ocr' }]);
    const to = await textVersion();
    const moves = await changes.since('selante', from, to);
    expect(moves.kind === 'grown' && [...moves.ids].sort()).toEqual([first, second].sort());
    expect(await changes.grownMatches({ text: 'selante' }, [first, second])).toEqual({ image: 2 });
    expect(await changes.grownMatches({ text: 'resinoso' }, [first, second])).toEqual({ image: 1 });
    expect(await changes.grownMatches({ text: 'selante', types: ['pdf'] }, [first])).toEqual({ image: 1 });
    expect(await changes.grownMatches({ text: 'selante', scope: 'labels' }, [first])).toEqual({});
    // Found by its title already: its words add no match.
    const titled = await insertAsset(s.t.db, 'Selante em molares');
    await stored(titled, [{ page: 1, text: 'Selante fotopolimerizável', source: 'ocr' }]);
    expect(await changes.grownMatches({ text: 'selante' }, [titled])).toEqual({});
    // Their words changed once more: no longer a mere addition.
    await stored(first, [{ page: 1, text: 'Selante resinoso em fóssulas', source: 'ocr' }]);
    expect(await changes.since('selante', from, await textVersion())).toEqual({ kind: 'unknown' });
  });
});

describe('a kept search answer when files gain their first words', () => {
  it('is patched with those files alone: what a fresh read answers, for each audience, without a recount', async () => {
    const repository = createSearchRepository(s.t.db);
    const [counting, paging] = [vi.spyOn(repository, 'countMatches'), vi.spyOn(repository, 'page')];
    const assets = createAssetReader(s.t.db);
    const cached = createCachedSearchService({
      search: repository,
      assets,
      textChanges: createTextChanges(s.t.db),
      answerBytes: 1_000_000,
    });
    const admin = { today: '2026-11-30', seesAll: true };
    const reader = { today: '2026-11-30', seesAll: false };
    const asked = (q: string, cursor?: string) => ({
      q,
      categories: [],
      tags: [],
      types: [],
      limit: 2,
      ids: [],
      cursor,
    });
    const both = async (audience: typeof admin, cursor?: string) => {
      const fresh = createCachedSearchService({
        search: createSearchRepository(s.t.db),
        assets,
        answerBytes: 0,
      });
      const [kept, read] = await Promise.all([
        cached.list(asked('cariostatico', cursor), 'u', audience),
        fresh.list(asked('cariostatico', cursor), 'u', audience),
      ]);
      expect(kept).toEqual(read);
      return kept;
    };
    const titled = await insertAsset(s.t.db, 'Cariostático infantil');
    const described = await manual('Manual Lote G');
    await stored(described, [{ page: 1, text: 'Aplicação de cariostático', source: 'pdf' }]);
    const [gains, hidden, other, late] = [
      await insertAsset(s.t.db, 'Cartaz Lote H'),
      await insertAsset(s.t.db, 'Cartaz Lote I', { values: { validFrom: '2099-01-01' } }),
      await insertAsset(s.t.db, 'Cartaz Lote J'),
      await insertAsset(s.t.db, 'Cartaz Lote K', { values: { validFrom: '2099-01-01' } }),
    ];
    expect((await both(admin)).items.map((i) => i.id)).toEqual([titled, described]);
    expect((await both(reader)).total).toBe(2);

    const [counts, pages] = [counting.mock.calls.length, paging.mock.calls.length];
    await stored(gains, [{ page: 1, text: 'Diamino fluoreto de prata: cariostático', source: 'ocr' }]);
    await stored(hidden, [{ page: 1, text: 'Cariostático', source: 'ocr' }]);
    await stored(other, [{ page: 1, text: 'Escovação supervisionada', source: 'ocr' }]);
    const now = await both(admin);
    // The title first, then the file's words, newest first.
    expect(now.items.map((i) => i.id)).toEqual([titled, hidden]);
    expect([now.total, now.typeCounts]).toEqual([4, { image: 3, pdf: 1 }]);
    const next = await both(admin, now.nextCursor ?? undefined);
    expect(next.items.map((i) => i.id)).toEqual([gains, described]);
    expect(next.items[0]?.matches?.[0]?.snippet).toContain('<mark>cariostático</mark>');
    expect((await both(reader)).total).toBe(3);
    // Patched: no search of the cached service was counted again, and its pages were read among the
    // kept page and the files that gained words.
    expect(counting.mock.calls.length).toBe(counts);
    const patchedPages = paging.mock.calls.slice(pages).filter(([filters]) => filters.ids);
    expect(patchedPages.length).toBeGreaterThan(0);
    for (const [filters] of patchedPages) expect(filters.ids?.length).toBeLessThanOrEqual(6);

    // Words only an admin's search finds (the file is not published yet): the others' answer stands
    // as it was, not read again.
    const readerPages = paging.mock.calls.length;
    await stored(late, [{ page: 1, text: 'Cariostático em gel', source: 'ocr' }]);
    expect((await both(reader)).total).toBe(3);
    expect(paging.mock.calls.length).toBe(readerPages);
    expect((await both(admin)).total).toBe(5);

    // Words that change rather than arrive: read and counted again, still the fresh answer.
    await stored(gains, [{ page: 1, text: 'Escovação', source: 'ocr' }]);
    expect((await both(admin)).total).toBe(4);
    expect(counting.mock.calls.length).toBeGreaterThan(counts);
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
