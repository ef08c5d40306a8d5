import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../../tests/helpers/accounts';
import { apiSuite, type Method, requestAs } from '../../../../tests/helpers/api-suite';
import type { Tag, TagList } from '../../../shared/schemas/taxonomy';
import { assets, assetTags, tags } from '../../platform/db/schema/index';
import { resolveTagNames } from './taxonomy.service';
import { countRows, insertAsset, searchState } from './test-fixtures';

const s = apiSuite({ people: true });
const call = (who: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  requestAs(s.t.app, who, method, url, payload);
const asAdmin = (method: Method, url: string, payload?: unknown) => call(s.admin, method, url, payload);

async function list(query = ''): Promise<TagList> {
  const res = await call(s.user, 'GET', `/api/tags${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const tagId = async (name: string) => (await s.t.db.select().from(tags).where(eq(tags.name, name)))[0]!.id;

describe('GET /api/tags', () => {
  it('counts for users and franqueados only the assets they can see today; admins count all', async () => {
    await insertAsset(s.t.db, 'Lâmina publicada', { tags: ['Voluntariado'] });
    await insertAsset(s.t.db, 'Lâmina agendada', {
      tags: ['Voluntariado'],
      values: { validFrom: '2999-01-01' },
    });
    await insertAsset(s.t.db, 'Lâmina sem consentimento', {
      tags: ['Voluntariado'],
      values: { containsPatient: true, consentBlocked: true },
    });
    const countFor = async (who: SignedIn) => {
      const res = await call(who, 'GET', '/api/tags?q=voluntariado');
      return (res.json() as TagList).items.find((tag) => tag.name === 'Voluntariado')?.assetCount;
    };
    expect(await countFor(s.admin)).toBe(3);
    expect(await countFor(s.user)).toBe(1);
    expect(await countFor(s.franqueado)).toBe(1);
  });

  it('lists every tag, popular ones first in rank order, then by name, with file counts', async () => {
    await insertAsset(s.t.db, 'Sorriso antes e depois', { tags: ['Sorriso', 'Antes e Depois'] });
    await insertAsset(s.t.db, 'Sorriso infantil', { tags: ['Sorriso', 'Criança'] });
    const { items, total } = await list();
    expect(total).toBe(items.length);
    expect(total).toBe(await countRows(s.t.db, tags));
    expect(items.slice(0, 2).map((tag) => [tag.name, tag.popularRank, tag.assetCount])).toEqual([
      ['Antes e Depois', 1, 1],
      ['Sorriso', 2, 2],
    ]);
    const ranked = items.filter((tag) => tag.popularRank !== null);
    expect(items.slice(0, ranked.length)).toEqual(ranked);
    expect(items.find((tag) => tag.name === 'Criança')).toMatchObject({ slug: 'crianca', assetCount: 1 });
    const unranked = items.slice(ranked.length).map((tag) => tag.name);
    expect(unranked.indexOf('Aparelho')).toBeLessThan(unranked.indexOf('Criança'));
    expect(unranked.indexOf('Criança')).toBeLessThan(unranked.indexOf('Desconto'));
  });

  it('finds tags by name ignoring case and accents, starting matches first', async () => {
    for (const q of ['protes', 'PROTES', 'prótes', 'ótese']) {
      expect(
        (await list(`?q=${encodeURIComponent(q)}`)).items.map((tag) => tag.name),
        q,
      ).toEqual(['Prótese']);
    }
    await asAdmin('POST', '/api/tags', { name: 'Saúde Gengival' });
    await asAdmin('POST', '/api/tags', { name: 'Gengivite' });
    expect((await list('?q=GENGIV')).items.map((tag) => tag.name)).toEqual(['Gengivite', 'Saúde Gengival']);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=zzz-inexistente')).items).toEqual([]);
  });

  it('limits suggestions while total still counts every match', async () => {
    const all = await list('?q=a');
    const limited = await list('?q=a&limit=8');
    expect(limited.items).toEqual(all.items.slice(0, 8));
    expect(limited.total).toBe(all.total);
    expect(all.total).toBeGreaterThan(8);
  });

  it('refuses a bad query with a Portuguese message', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=dez', '?limit=2.5', `?q=${'x'.repeat(81)}`]) {
      const res = await call(s.user, 'GET', `/api/tags${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toMatch(/limite deve ser|busca deve ter/);
    }
  });
});

describe('tag writes', () => {
  it('creates a tag with a de-accented slug; a name repeated in any case is refused', async () => {
    const before = await countRows(s.t.db, tags);
    const res = await asAdmin('POST', '/api/tags', { name: ' Implante Dentário ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Implante Dentário',
      slug: 'implante-dentario',
      popularRank: null,
      assetCount: 0,
    });
    for (const name of ['implante dentário', 'IMPLANTE DENTÁRIO', 'sorriso']) {
      const dup = await asAdmin('POST', '/api/tags', { name });
      expect(dup.statusCode, name).toBe(409);
      expect(dup.json().error).toEqual({
        code: 'TAG_NAME_TAKEN',
        message: 'Já existe uma tag com este nome.',
      });
    }
    const sameSlug = await asAdmin('POST', '/api/tags', { name: 'Implante-Dentario' });
    expect(sameSlug.json().slug).toBe('implante-dentario-2');
    expect(await countRows(s.t.db, tags)).toBe(before + 2);
  });

  it('refuses bad input and stores nothing', async () => {
    const before = await countRows(s.t.db, tags);
    const payloads = [
      {},
      { name: '' },
      { name: 'x'.repeat(10_000) },
      { name: 42 },
      { name: '<script>alert(1)</script>' },
      { name: 'Extra', popularRank: 1 },
      { name: '日本' },
    ];
    for (const payload of payloads) {
      const res = await asAdmin('POST', '/api/tags', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().error.message).toMatch(/[ãáéíóúç]|Campo não permitido/);
    }
    expect(await countRows(s.t.db, tags)).toBe(before);
  });

  it('renames a tag and its assets are found by the new name', async () => {
    const assetId = await insertAsset(s.t.db, 'Promo de verão', { tags: ['Desconto'] });
    const before = await searchState(s.t.db, assetId, 'liquidação');
    const res = await asAdmin('PATCH', `/api/tags/${await tagId('Desconto')}`, { name: 'Liquidação' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject<Partial<Tag>>({ name: 'Liquidação', slug: 'liquidacao', assetCount: 1 });
    const after = await searchState(s.t.db, assetId, 'liquidação');
    expect(after?.taxonomyText).toBe('Liquidação');
    expect(after?.vector).not.toBe(before?.vector);
    expect([before?.matches, after?.matches]).toEqual([false, true]);

    const taken = await asAdmin('PATCH', `/api/tags/${await tagId('Liquidação')}`, { name: 'NATAL' });
    expect(taken.statusCode).toBe(409);
    const missing = await asAdmin('PATCH', `/api/tags/${randomUUID()}`, { name: 'Fantasma' });
    expect(missing.json().error).toEqual({ code: 'TAG_NOT_FOUND', message: 'Tag não encontrada.' });
  });

  it('deletes a tag: links go, the asset stays and is no longer found by it', async () => {
    const assetId = await insertAsset(s.t.db, 'Plantão', { tags: ['Urgência', 'Consulta'] });
    const id = await tagId('Urgência');
    expect((await asAdmin('DELETE', `/api/tags/${id}`)).statusCode).toBe(204);
    expect(await s.t.db.select().from(assets).where(eq(assets.id, assetId))).toHaveLength(1);
    expect(await s.t.db.select().from(assetTags).where(eq(assetTags.tagId, id))).toHaveLength(0);
    expect((await searchState(s.t.db, assetId, 'urgência'))?.taxonomyText).toBe('Consulta');
    expect((await asAdmin('DELETE', `/api/tags/${id}`)).statusCode).toBe(404);
    const garbage = await asAdmin('DELETE', '/api/tags/nao-e-um-id');
    expect(garbage.json().error.message).toMatch(/Identificador inválido/);
  });

  it('keeps tag writes from user and franqueado, and everything from anonymous callers', async () => {
    const id = await tagId('Natal');
    for (const who of [s.user, s.franqueado, null]) {
      const expected = who ? 403 : 401;
      expect((await call(who, 'POST', '/api/tags', { name: 'Invasora' })).statusCode).toBe(expected);
      expect((await call(who, 'PATCH', `/api/tags/${id}`, { name: 'Renomeada' })).statusCode).toBe(expected);
      expect((await call(who, 'DELETE', `/api/tags/${id}`)).statusCode).toBe(expected);
    }
    expect((await call(null, 'GET', '/api/tags')).statusCode).toBe(401);
    expect(await s.t.db.select().from(tags).where(eq(tags.id, id))).toMatchObject([{ name: 'Natal' }]);
  });
});

describe('resolveTagNames (for the upload code)', () => {
  it('reuses existing tags in any case and creates the missing ones once', async () => {
    const sorriso = await tagId('Sorriso');
    const first = await resolveTagNames(s.t.db, [
      'sorriso',
      ' Novo Tema ',
      'NOVO TEMA',
      'Pós Operatório',
      '',
    ]);
    expect(first.map((tag) => tag.name)).toEqual(['Sorriso', 'Novo Tema', 'Pós Operatório']);
    expect(first[0]!.id).toBe(sorriso);

    const again = await s.t.db.transaction((tx) => resolveTagNames(tx, ['novo tema', 'PÓS OPERATÓRIO']));
    expect(again.map((tag) => tag.id)).toEqual([first[1]!.id, first[2]!.id]);
    const [created] = await s.t.db.select().from(tags).where(eq(tags.id, first[1]!.id));
    expect(created).toMatchObject({ slug: 'novo-tema', popularRank: null });
  });

  it('gives a new name whose slug is taken a suffix, and survives simultaneous calls', async () => {
    const [collision] = await resolveTagNames(s.t.db, ['Pos-operatorio']);
    const [row] = await s.t.db.select().from(tags).where(eq(tags.id, collision!.id));
    expect(row?.slug).toBe('pos-operatorio-2');

    const results = await Promise.all([1, 2, 3].map(() => resolveTagNames(s.t.db, ['Simultânea'])));
    expect(new Set(results.map(([tag]) => tag!.id)).size).toBe(1);
    const rows = await s.t.db
      .select()
      .from(tags)
      .where(eq(sql`lower(${tags.name})`, 'simultânea'));
    expect(rows).toHaveLength(1);
  });

  it('lets two transactions create the same names in opposite orders without deadlock', async () => {
    const inTransaction = (names: string[]) =>
      s.t.db.transaction(async (tx) => {
        const resolved = await resolveTagNames(tx, names);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return resolved.map((tag) => tag.id).sort();
      });
    const [a, b] = await Promise.all([
      inTransaction(['Alfa Nova', 'Beta Nova', 'Gama Nova']),
      inTransaction(['Gama Nova', 'Beta Nova', 'Alfa Nova']),
    ]);
    expect(a).toEqual(b);
  });

  it('refuses a name that yields no slug', async () => {
    await expect(resolveTagNames(s.t.db, ['日本'])).rejects.toMatchObject({
      code: 'NAME_NEEDS_LETTER',
      status: 400,
    });
  });
});
