import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../../tests/helpers/accounts';
import { apiSuite, type Method, requestAs } from '../../../../tests/helpers/api-suite';
import type { Category, CategoryGroup, CategoryTree } from '../../../shared/schemas/taxonomy';
import { categories } from '../../platform/db/schema/index';
import { assertCategoriesExist } from './taxonomy.service';
import { categoryBySlug, countRows, insertAsset } from './test-fixtures';

const s = apiSuite({ people: true });
const call = (who: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  requestAs(s.t.app, who, method, url, payload);
const asAdmin = (method: Method, url: string, payload?: unknown) => call(s.admin, method, url, payload);

async function tree(): Promise<CategoryTree> {
  const res = await call(s.user, 'GET', '/api/categories');
  expect(res.statusCode).toBe(200);
  return res.json();
}
const group = (items: CategoryGroup[], slug: string) => items.find((g) => g.slug === slug)!;
const child = (g: CategoryGroup, slug: string) => g.children.find((c) => c.slug === slug)!;

describe('GET /api/categories', () => {
  it('serves the seeded tree: groups by position, each with its subcategories', async () => {
    const { items, total } = await tree();
    expect(total).toBe(items.length);
    expect(items.map((g) => g.slug).slice(0, 3)).toEqual([
      'procedimentos-odontologicos',
      'perfil-pacientes',
      'estrutura',
    ]);
    const pacientes = group(items, 'perfil-pacientes');
    expect(pacientes).toMatchObject({ name: 'Perfil de Pacientes', parentId: null, assetCount: 0 });
    expect(pacientes.children.map((c) => c.name)).toEqual(expect.arrayContaining(['Adulto', 'Infantil']));
    expect(pacientes.children.every((c) => c.parentId === pacientes.id)).toBe(true);
    const protese = child(group(items, 'procedimentos-odontologicos'), 'protese');
    expect(protese).toMatchObject({ name: 'Prótese', description: null });
    for (const g of items) {
      const positions = g.children.map((c) => c.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('counts distinct assets per category, a group counting its subcategories once', async () => {
    await insertAsset(s.t.db, 'Paciente adulto e criança', { categories: ['adulto', 'infantil'] });
    await insertAsset(s.t.db, 'Sorriso adulto', { categories: ['adulto', 'perfil-pacientes'] });
    await insertAsset(s.t.db, 'Fachada Centro', { categories: ['fachada'] });
    const { items } = await tree();
    const pacientes = group(items, 'perfil-pacientes');
    expect(pacientes.assetCount).toBe(2);
    expect(child(pacientes, 'adulto').assetCount).toBe(2);
    expect(child(pacientes, 'infantil').assetCount).toBe(1);
    expect(child(pacientes, 'idoso').assetCount).toBe(0);
    expect(group(items, 'estrutura').assetCount).toBe(1);
    expect(group(items, 'logomarcas').assetCount).toBe(0);
  });

  it('counts for users and franqueados only the assets they can see today; admins count all', async () => {
    // Each of these exists for users and franqueados only once published (issue 16): outside its
    // validity window, or blocked for want of a patient's consent, it must not show in a count.
    await insertAsset(s.t.db, 'Sorriso idoso publicado', { categories: ['idoso'] });
    await insertAsset(s.t.db, 'Sorriso idoso agendado', {
      categories: ['idoso'],
      values: { validFrom: '2999-01-01' },
    });
    await insertAsset(s.t.db, 'Sorriso idoso expirado', {
      categories: ['idoso'],
      values: { validUntil: '2000-01-01' },
    });
    await insertAsset(s.t.db, 'Sorriso idoso sem consentimento', {
      categories: ['idoso'],
      values: { containsPatient: true, consentBlocked: true },
    });
    const countFor = async (who: SignedIn) => {
      const res = await call(who, 'GET', '/api/categories');
      const pacientes = group((res.json() as CategoryTree).items, 'perfil-pacientes');
      return { idoso: child(pacientes, 'idoso').assetCount, group: pacientes.assetCount };
    };
    const before = await countFor(s.admin);
    expect(before.idoso).toBe(4);
    const seen = await countFor(s.user);
    expect(seen.idoso).toBe(1);
    expect(before.group - seen.group).toBe(3);
    expect(await countFor(s.franqueado)).toEqual(seen);
  });

  it('is for signed-in people only', async () => {
    const res = await call(null, 'GET', '/api/categories');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/categories', () => {
  it('creates a group at the end and subcategories inside it, with de-accented slugs', async () => {
    const before = await tree();
    const res = await asAdmin('POST', '/api/categories', {
      name: '  Pós-operatório ',
      description: 'Cuidados depois da cirurgia',
    });
    expect(res.statusCode).toBe(201);
    const created: Category = res.json();
    expect(created).toMatchObject({
      name: 'Pós-operatório',
      slug: 'pos-operatorio',
      description: 'Cuidados depois da cirurgia',
      parentId: null,
      assetCount: 0,
      position: Math.max(...before.items.map((g) => g.position)) + 1,
    });

    const first = await asAdmin('POST', '/api/categories', { name: 'Orientações', parentId: created.id });
    const second = await asAdmin('POST', '/api/categories', { name: 'Retorno', parentId: created.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ slug: 'orientacoes', parentId: created.id, position: 0 });
    expect(second.json()).toMatchObject({ slug: 'retorno', position: 1 });

    const after = await tree();
    expect(after.total).toBe(before.total + 1);
    expect(after.items.at(-1)!.slug).toBe('pos-operatorio');
    expect(group(after.items, 'pos-operatorio').children.map((c) => c.name)).toEqual([
      'Orientações',
      'Retorno',
    ]);
  });

  it('gives a different name with the same slug a numbered suffix', async () => {
    const a = await asAdmin('POST', '/api/categories', { name: 'Antes e Depois!' });
    const b = await asAdmin('POST', '/api/categories', { name: 'Antes e depois?' });
    const c = await asAdmin('POST', '/api/categories', { name: 'Antes  e  Depois' });
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect([a.json().slug, b.json().slug, c.json().slug]).toEqual([
      'antes-e-depois',
      'antes-e-depois-2',
      'antes-e-depois-3',
    ]);
  });

  it('refuses a name already used by any category, in any case, and stores nothing', async () => {
    const before = await countRows(s.t.db, categories);
    for (const name of ['PRÓTESE', 'prótese', ' Perfil de pacientes ', 'logomarca DA franqueadora']) {
      const res = await asAdmin('POST', '/api/categories', { name });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().error).toEqual({
        code: 'CATEGORY_NAME_TAKEN',
        message: 'Já existe uma categoria com este nome.',
      });
    }
    expect(await countRows(s.t.db, categories)).toBe(before);
  });

  it('only accepts an existing group as parent (the tree has two levels)', async () => {
    const before = await countRows(s.t.db, categories);
    const adulto = await categoryBySlug(s.t.db, 'adulto');
    const underChild = await asAdmin('POST', '/api/categories', {
      name: 'Terceiro Nível',
      parentId: adulto!.id,
    });
    expect(underChild.statusCode).toBe(400);
    expect(underChild.json().error.message).toBe(
      'Uma subcategoria só pode ficar dentro de um grupo (categoria principal).',
    );
    const unknown = await asAdmin('POST', '/api/categories', { name: 'Órfã', parentId: randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('O grupo escolhido não existe.');
    expect(await countRows(s.t.db, categories)).toBe(before);
  });

  it('refuses bad input with a Portuguese message and stores nothing', async () => {
    const before = await countRows(s.t.db, categories);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /Nome é obrigatório/],
      [{ name: '' }, /Nome é obrigatório/],
      [{ name: '   ' }, /Nome é obrigatório/],
      [{ name: '!!! ---' }, /Nome é obrigatório/],
      [{ name: 'a'.repeat(10_000) }, /no máximo 80 caracteres/],
      [{ name: 123 }, /formato inválido/],
      [{ name: ['Lista'] }, /formato inválido/],
      [{ name: '<script>alert(1)</script>' }, /não pode conter < ou >/],
      [{ name: 'Campo Extra', admin: true }, /Campo não permitido: admin/],
      [{ name: 'Pai Inválido', parentId: 'abc' }, /Identificador inválido/],
      [{ name: 'Descrição Longa', description: 'x'.repeat(501) }, /no máximo 500 caracteres/],
      [{ name: '日本' }, /ao menos uma letra ou número/],
      [[{ name: 'Dentro de lista' }], /formato inválido/],
    ];
    for (const [payload, message] of cases) {
      const res = await asAdmin('POST', '/api/categories', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect(await countRows(s.t.db, categories)).toBe(before);
  });
});

describe('roles', () => {
  it('keeps category writes from user and franqueado, and from anonymous callers', async () => {
    const adulto = await categoryBySlug(s.t.db, 'adulto');
    for (const who of [s.user, s.franqueado, null]) {
      const expected = who ? 403 : 401;
      expect((await call(who, 'POST', '/api/categories', { name: 'Invasora' })).statusCode).toBe(expected);
      const rename = await call(who, 'PATCH', `/api/categories/${adulto!.id}`, { name: 'Renomeada' });
      expect(rename.statusCode).toBe(expected);
      expect((await call(who, 'DELETE', `/api/categories/${adulto!.id}`)).statusCode).toBe(expected);
    }
    expect(await categoryBySlug(s.t.db, 'adulto')).toMatchObject({ name: 'Adulto' });
    expect(await s.t.db.select().from(categories).where(eq(categories.name, 'Invasora'))).toHaveLength(0);
  });
});

describe('assertCategoriesExist (for the upload code)', () => {
  it('refuses an empty selection and unknown or malformed ids', async () => {
    const adulto = await categoryBySlug(s.t.db, 'adulto');
    await expect(assertCategoriesExist(s.t.db, [adulto!.id, adulto!.id])).resolves.toBeUndefined();
    await expect(assertCategoriesExist(s.t.db, [])).rejects.toMatchObject({
      code: 'CATEGORY_REQUIRED',
      status: 400,
      message: 'Selecione pelo menos uma categoria.',
    });
    for (const ids of [[adulto!.id, randomUUID()], ['nao-e-uuid']]) {
      await expect(assertCategoriesExist(s.t.db, ids)).rejects.toMatchObject({
        code: 'CATEGORY_UNKNOWN',
        status: 400,
        message: 'Categoria não encontrada.',
      });
    }
  });
});
