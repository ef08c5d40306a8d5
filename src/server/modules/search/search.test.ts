import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, type SignedIn } from '../../../../tests/helpers/accounts';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { assets, searchLogs } from '../../platform/db/schema/index';

let t: TestApp;
let user: SignedIn;
const ids: Record<string, string> = {};

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));

beforeAll(async () => {
  t = await createTestApp();
  user = await register(t.app, { name: 'Leitora' });
  ids.protese = await insertAsset(t.db, 'Prótese sobre implante — antes e depois', {
    categories: ['protese'],
    tags: ['Antes e Depois'],
    values: { uploadedAt: day(1), viewCount: 50, downloadCount: 5 },
  });
  ids.clareamento = await insertAsset(t.db, 'Clareamento a laser', {
    categories: ['clareamento'],
    tags: ['Sorriso'],
    values: { uploadedAt: day(2), viewCount: 10, downloadCount: 40, description: 'Resultado em uma sessão' },
  });
  ids.fachada = await insertAsset(t.db, 'Fachada da unidade Centro', {
    categories: ['fachada'],
    values: { uploadedAt: day(3), viewCount: 30, downloadCount: 1, type: 'image' },
  });
  ids.manual = await insertAsset(t.db, 'Manual de identidade visual', {
    categories: ['manuais'],
    tags: ['Manual'],
    values: { uploadedAt: day(4), type: 'pdf', viewCount: 0, downloadCount: 0 },
  });
  ids.criancas = await insertAsset(t.db, 'Sorrisos das crianças', {
    categories: ['infantil'],
    tags: ['Criança', 'Sorriso'],
    values: { uploadedAt: day(5), type: 'image', viewCount: 5, downloadCount: 3 },
  });
  ids.video = await insertAsset(t.db, 'Vídeo de clareamento', {
    categories: ['clareamento'],
    values: {
      uploadedAt: day(6),
      type: 'video',
      isExternal: true,
      externalUrl: 'https://youtu.be/dQw4w9WgXcQ',
    },
  });
});

afterAll(async () => {
  await t.close();
});

async function search(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/assets?${query}`,
    headers: { cookie: user.cookie },
  });
  return { status: res.statusCode, body: res.json() };
}
const titles = (body: { items: Array<{ id: string }> }) =>
  body.items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0]);

describe('text search', () => {
  it('finds "Prótese" from "protese" and "Clareamento" from the typo "clareamnto"', async () => {
    expect(titles((await search('q=protese')).body)).toEqual(['protese']);
    const typo = (await search('q=clareamnto')).body;
    expect(titles(typo)).toEqual(['clareamento']);
    expect(typo.correctedQuery).toBe('clareamento');
    expect((await search('q=protese')).body.correctedQuery).toBeNull();
  });

  it('matches prefixes, tag names, category names and descriptions, accent-insensitively', async () => {
    expect(titles((await search('q=prot')).body)).toContain('protese');
    expect(titles((await search('q=ANTES%20E%20DEPOIS')).body)).toEqual(['protese']);
    expect(titles((await search('q=pediatria')).body)).toEqual([]);
    expect(titles((await search('q=infantil')).body)).toEqual(['criancas']);
    expect(titles((await search('q=sessao')).body)).toEqual(['clareamento']);
    expect(titles((await search('q=criancas')).body)).toEqual(['criancas']);
  });

  it('ranks the title match first when no sort is given', async () => {
    const { body } = await search('q=sorriso');
    expect(titles(body)[0]).toBe('criancas');
    expect(titles(body)).toContain('clareamento');
  });

  it('logs every search with its result count, once per search', async () => {
    await search('q=ortodontia%20invisivel');
    // Written in batches: reading the recent searches writes out what is waiting.
    const recent = await t.app.inject({
      method: 'GET',
      url: '/api/search/recent',
      headers: { cookie: user.cookie },
    });
    expect(recent.json().items[0]).toBe('ortodontia invisivel');
    const rows = await t.db.select().from(searchLogs).where(eq(searchLogs.query, 'ortodontia invisivel'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ resultCount: 0, userId: user.user.id });
  });
});

describe('punctuation and hostile text', () => {
  it('treats a query with no letter or digit as no query: the full list, nothing logged', async () => {
    const all = (await search('')).body;
    for (const q of ['-', '%', '_', '?', '\\', "'", '"', '&', '|', '!', ':*', '(', '😀', '<>']) {
      const { status, body } = await search(`q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
      expect(body.total, q).toBe(all.total);
      expect(titles(body), q).toEqual(titles(all));
      expect(body.correctedQuery, q).toBeNull();
    }
    await t.app.inject({ method: 'GET', url: '/api/search/recent', headers: { cookie: user.cookie } });
    const logged = await t.db.select().from(searchLogs).where(eq(searchLogs.query, '-'));
    expect(logged).toEqual([]);
  });

  it('searches the words of mixed input and ignores the operators', async () => {
    expect(titles((await search(`q=${encodeURIComponent('clareamento & -')}`)).body)).toEqual([
      'clareamento',
    ]);
    expect(titles((await search(`q=${encodeURIComponent("prot:* | !'")}`)).body)).toEqual(['protese']);
    expect((await search('q=a%3A*')).status).toBe(200);
  });

  it('refuses NUL and control characters in the query with a pt-BR message', async () => {
    for (const q of ['%00', 'a%00b', '%1B%5B31m', '%E2%80%AE']) {
      const { status, body } = await search(`q=${q}`);
      expect(status, q).toBe(400);
      expect(body.error.code).toBe('INVALID_TEXT');
      expect(body.error.message).toContain('O texto contém caracteres não permitidos.');
    }
  });

  it('refuses a limit that is huge, negative, fractional or not a number', async () => {
    for (const limit of ['1e308', '18446744073709552000', '-1', '1.5', 'NaN', '0x10']) {
      expect((await search(`limit=${limit}`)).status, limit).toBe(400);
    }
  });
});

describe('filters and sorts', () => {
  it('never returns videos, and counts per type ignoring the type filter', async () => {
    const { body } = await search('types=image,pdf,video');
    expect(titles(body)).not.toContain('video');
    expect(body.total).toBe(5);
    expect(body.typeCounts).toEqual({ image: 4, pdf: 1 });
    const pdfs = await search('types=pdf');
    expect(titles(pdfs.body)).toEqual(['manual']);
    expect(pdfs.body.typeCounts).toEqual({ image: 4, pdf: 1 });
  });

  it('counts a change at once: a new asset and a removed one', async () => {
    const before = (await search('categories=fachada')).body.total;
    const id = await insertAsset(t.db, 'Fachada nova', {
      categories: ['fachada'],
      values: { type: 'image' },
    });
    expect((await search('categories=fachada')).body.total).toBe(before + 1);
    await t.db.delete(assets).where(eq(assets.id, id));
    expect((await search('categories=fachada')).body.total).toBe(before);
  });

  it('expands a group to its subcategories and combines with tags', async () => {
    expect(titles((await search('categories=procedimentos-odontologicos')).body).sort()).toEqual([
      'clareamento',
      'protese',
    ]);
    expect(titles((await search('categories=perfil-pacientes,estrutura&sort=oldest')).body)).toEqual([
      'fachada',
      'criancas',
    ]);
    expect(titles((await search('categories=procedimentos-odontologicos&tags=sorriso')).body)).toEqual([
      'clareamento',
    ]);
    expect(titles((await search('tags=sorriso,manual&sort=newest')).body)).toEqual([
      'criancas',
      'manual',
      'clareamento',
    ]);
    expect((await search('categories=nao-existe')).body.total).toBe(0);
  });

  it('filters by date range, the end day included', async () => {
    expect(titles((await search('from=2026-01-03&to=2026-01-04&sort=oldest')).body)).toEqual([
      'clareamento',
      'fachada',
    ]);
  });

  it('sorts newest, oldest, most viewed and most downloaded', async () => {
    expect(titles((await search('sort=newest')).body)).toEqual([
      'criancas',
      'manual',
      'fachada',
      'clareamento',
      'protese',
    ]);
    expect(titles((await search('sort=oldest')).body)[0]).toBe('protese');
    expect(titles((await search('sort=popular')).body)).toEqual([
      'protese',
      'fachada',
      'clareamento',
      'criancas',
      'manual',
    ]);
    expect(titles((await search('sort=downloads')).body).slice(0, 2)).toEqual(['clareamento', 'protese']);
  });
});

describe('pagination', () => {
  it('walks every page by cursor without repeats, the last page without a next cursor', async () => {
    for (const sort of ['newest', 'oldest', 'popular', 'downloads', 'relevance']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const extra = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const q = sort === 'relevance' ? 'q=a' : '';
        const { status, body } = await search(`sort=${sort}&limit=2&${q}${extra}`);
        expect(status).toBe(200);
        seen.push(...body.items.map((i: { id: string }) => i.id));
        cursor = body.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(new Set(seen).size, sort).toBe(seen.length);
      if (sort !== 'relevance') expect(seen).toHaveLength(5);
      // Page by page, in the order one page of everything gives.
      const q = sort === 'relevance' ? 'q=a' : '';
      const whole = (await search(`sort=${sort}&limit=40&${q}`)).body.items.map((i: { id: string }) => i.id);
      expect(seen, sort).toEqual(whole);
    }
  });

  it('counts on the first page only, and keeps a correction on the pages after it', async () => {
    const first = (await search('limit=2')).body;
    expect(first.total).toBe(5);
    expect(first.typeCounts).toEqual({ image: 4, pdf: 1 });
    const second = (await search(`limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)).body;
    expect(second.items).toHaveLength(2);
    expect(second.total).toBeNull();
    expect(second.typeCounts).toBeNull();

    const typo = (await search('q=sorrizos&limit=1')).body;
    expect(typo.correctedQuery).toBe('sorrisos');
    expect(typo.nextCursor).not.toBeNull();
    const next = (await search(`q=sorrizos&limit=1&cursor=${encodeURIComponent(typo.nextCursor)}`)).body;
    expect(next.correctedQuery).toBe('sorrisos');
    expect(next.items).toHaveLength(1);
    expect(next.items[0].id).not.toBe(typo.items[0].id);
  });

  it('refuses limit 0, limit 1000, a garbage cursor and a cursor of another sort', async () => {
    for (const query of [
      'limit=0',
      'limit=1000',
      'limit=abc',
      'cursor=lixo',
      'sort=aleatorio',
      'types=planilha',
      'from=ontem',
      // Date.parse rolls these into March; they are no day (issue 36).
      'from=2025-02-30',
      'to=2025-02-29T10:00:00Z',
      'ids=not-a-uuid',
    ]) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body.error.message).toMatch(/[a-zà-ú]/);
    }
    const first = await search('sort=newest&limit=1');
    const wrong = await search(`sort=popular&limit=1&cursor=${first.body.nextCursor}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 'CURSOR_INVALID',
      message: 'Página inválida. Recarregue a lista.',
    });
  });

  it('answers a forged or truncated cursor with CURSOR_INVALID, never a failed query', async () => {
    const { body } = await search('sort=newest&limit=1');
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [sort, cursor] of [
      ['newest', body.nextCursor.slice(0, -6)],
      ['newest', forge({ s: 'newest', v: '2026-13-45T25:00:00.000000Z', id })],
      ['newest', forge({ s: 'newest', v: 'ontem', id })],
      ['oldest', forge({ s: 'oldest', v: '2026-02-30T10:00:00.000000Z', id })],
      ['popular', forge({ s: 'popular', v: 'NaN', id })],
      ['downloads', forge({ s: 'downloads', v: '99999999999', id })],
      ['relevance', forge({ s: 'relevance', o: 40 })],
      [
        'relevance',
        forge({ s: 'relevance', v: '1; drop table assets', t: '2026-01-01T00:00:00.000000Z', id }),
      ],
      ['newest', forge({ s: 'newest', v: '2026-01-01T00:00:00.000000Z', id: '../../etc/passwd' })],
      ['newest', forge(['__proto__'])],
    ]) {
      const res = await search(`sort=${sort}&q=a&cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.error.code, cursor).toBe('CURSOR_INVALID');
    }
  });

  it('answers the exact last page', async () => {
    const { body } = await search('sort=newest&limit=5');
    expect(body.items).toHaveLength(5);
    expect(body.nextCursor).toBeNull();
  });
});

describe('related assets', () => {
  it('scores shared categories, tags and type, at most 6, never itself', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/assets/${ids.clareamento}/related`,
      headers: { cookie: user.cookie },
    });
    const related = titles(res.json());
    // Same category (3) ties with shared tag + same type (2 + 1); the newer comes first.
    expect(related.slice(0, 2)).toEqual(['video', 'criancas']);
    expect(related).not.toContain('clareamento');
    expect(related.length).toBeLessThanOrEqual(6);
  });
});
