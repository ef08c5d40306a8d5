import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite, type Method, requestAs } from '../../../../tests/helpers/api-suite';
import { assetCategories, assets, categories } from '../../platform/db/schema/index';
import { categoryBySlug, countRows, insertAsset, searchState } from './test-fixtures';

const s = apiSuite();

const asAdmin = (method: Method, url: string, payload?: object) =>
  requestAs(s.t.app, s.admin, method, url, payload);
const idOf = async (slug: string) => (await categoryBySlug(s.t.db, slug))!.id;

describe('PATCH /api/categories/:id', () => {
  it('renames a subcategory: new slug, and the linked assets are found by the new name', async () => {
    const assetId = await insertAsset(s.t.db, 'Caso clínico', { categories: ['implantes'] });
    const before = await searchState(s.t.db, assetId, 'osseointegrados');
    expect(before?.taxonomyText).toContain('Implantes');
    expect(before?.taxonomyText).toContain('Procedimentos Odontológicos');
    expect(before?.matches).toBe(false);

    const res = await asAdmin('PATCH', `/api/categories/${await idOf('implantes')}`, {
      name: 'Implantes Osseointegrados',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Implantes Osseointegrados',
      slug: 'implantes-osseointegrados',
    });
    expect(res.json().assetCount).toBe(1);

    const after = await searchState(s.t.db, assetId, 'osseointegrados');
    expect(after?.taxonomyText).toContain('Implantes Osseointegrados');
    expect(after?.vector).not.toBe(before?.vector);
    expect(after?.matches).toBe(true);
  });

  it('renames a group: assets of its subcategories carry the new group name', async () => {
    const assetId = await insertAsset(s.t.db, 'Balcão', { categories: ['recepcao'] });
    const res = await asAdmin('PATCH', `/api/categories/${await idOf('estrutura')}`, {
      name: 'Estrutura das Unidades',
      description: 'Espaços das clínicas',
    });
    expect(res.json()).toMatchObject({ slug: 'estrutura-das-unidades', description: 'Espaços das clínicas' });
    const state = await searchState(s.t.db, assetId, 'unidades');
    expect(state?.taxonomyText).toContain('Estrutura das Unidades');
    expect(state?.taxonomyText).not.toContain('Clínicas');
    expect(state?.matches).toBe(true);
  });

  it('keeps the slug when only the case changes, and a description alone changes nothing else', async () => {
    const id = await idOf('perfil-pacientes');
    const renamed = await asAdmin('PATCH', `/api/categories/${id}`, { name: 'Perfil De Pacientes' });
    expect(renamed.json()).toMatchObject({ name: 'Perfil De Pacientes', slug: 'perfil-pacientes' });
    const described = await asAdmin('PATCH', `/api/categories/${id}`, { description: '' });
    expect(described.json()).toMatchObject({ name: 'Perfil De Pacientes', description: null });
  });

  it('moves a subcategory to another group, at the end, and refreshes its assets', async () => {
    const assetId = await insertAsset(s.t.db, 'Logo no banner', { categories: ['banners'] });
    const logomarcas = await idOf('logomarcas');
    const res = await asAdmin('PATCH', `/api/categories/${await idOf('banners')}`, { parentId: logomarcas });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ parentId: logomarcas, position: 2 });
    const state = await searchState(s.t.db, assetId, 'logomarcas');
    expect(state?.taxonomyText).toContain('Logomarcas');
    expect(state?.taxonomyText).not.toContain('Tipo de Mídia');

    const promoted = await asAdmin('PATCH', `/api/categories/${await idOf('banners')}`, { parentId: null });
    expect(promoted.json().parentId).toBeNull();
  });

  it('refuses moves that would break the two-level tree, and names already taken', async () => {
    const groupId = await idOf('premiacoes');
    const childId = await idOf('gptw');
    const cases: Array<[string, object, number, string]> = [
      [
        groupId,
        { parentId: await idOf('logomarcas') },
        400,
        'Um grupo com subcategorias não pode virar subcategoria.',
      ],
      [groupId, { parentId: groupId }, 400, 'Uma categoria não pode ficar dentro dela mesma.'],
      [childId, { parentId: childId }, 400, 'Uma categoria não pode ficar dentro dela mesma.'],
      [
        childId,
        { parentId: await idOf('selo-abf') },
        400,
        'Uma subcategoria só pode ficar dentro de um grupo (categoria principal).',
      ],
      [childId, { parentId: randomUUID() }, 400, 'O grupo escolhido não existe.'],
      [childId, { name: 'selo abf' }, 409, 'Já existe uma categoria com este nome.'],
      [childId, {}, 400, 'Nada para atualizar.'],
      [childId, { name: '<b>GPTW</b>' }, 400, 'O nome não pode conter < ou >.'],
      [childId, { slug: 'outro' }, 400, 'Campo não permitido: slug.'],
      [randomUUID(), { name: 'Fantasma' }, 404, 'Categoria não encontrada.'],
    ];
    for (const [id, payload, status, message] of cases) {
      const res = await asAdmin('PATCH', `/api/categories/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.message).toContain(message);
    }
    expect(await categoryBySlug(s.t.db, 'gptw')).toMatchObject({ name: 'GPTW', parentId: groupId });
    expect(await categoryBySlug(s.t.db, 'premiacoes')).toMatchObject({ parentId: null });

    const ownCase = await asAdmin('PATCH', `/api/categories/${childId}`, { name: 'gptw' });
    expect(ownCase.json()).toMatchObject({ name: 'gptw', slug: 'gptw' });
  });

  it('answers 400 to an id that is not a uuid', async () => {
    const res = await asAdmin('PATCH', '/api/categories/1%20OR%201=1', { name: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Identificador inválido/);
  });
});

describe('DELETE /api/categories/:id', () => {
  it('detaches a subcategory from its assets and keeps the assets', async () => {
    const assetId = await insertAsset(s.t.db, 'Clareamento caseiro', {
      categories: ['clareamento', 'adulto'],
    });
    const id = await idOf('clareamento');
    expect((await asAdmin('DELETE', `/api/categories/${id}`)).statusCode).toBe(204);

    expect(await s.t.db.select().from(assets).where(eq(assets.id, assetId))).toHaveLength(1);
    const links = await s.t.db.select().from(assetCategories).where(eq(assetCategories.assetId, assetId));
    expect(links.map((l) => l.categoryId)).toEqual([await idOf('adulto')]);
    const state = await searchState(s.t.db, assetId, 'clareamento');
    expect(state?.taxonomyText).not.toContain('Clareamento');
    expect(state?.taxonomyText).toContain('Adulto');
    expect((await asAdmin('DELETE', `/api/categories/${id}`)).statusCode).toBe(404);
  });

  it('deletes a group with its subcategories, keeping every asset', async () => {
    const onChild = await insertAsset(s.t.db, 'Manual da marca', { categories: ['manuais'] });
    const onGroup = await insertAsset(s.t.db, 'Kit institucional', {
      categories: ['materiais-institucionais'],
    });
    const groupId = await idOf('materiais-institucionais');
    const before = await countRows(s.t.db, categories);

    expect((await asAdmin('DELETE', `/api/categories/${groupId}`)).statusCode).toBe(204);
    expect(await s.t.db.select().from(categories).where(eq(categories.parentId, groupId))).toHaveLength(0);
    expect(await countRows(s.t.db, categories)).toBe(before - 8);
    for (const assetId of [onChild, onGroup]) {
      expect(await s.t.db.select().from(assets).where(eq(assets.id, assetId))).toHaveLength(1);
      expect((await searchState(s.t.db, assetId, 'manuais'))?.taxonomyText).toBe('');
    }
  });

  it('answers 404 to an unknown id and 400 to garbage', async () => {
    const unknown = await asAdmin('DELETE', `/api/categories/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      code: 'CATEGORY_NOT_FOUND',
      message: 'Categoria não encontrada.',
    });
    const garbage = await asAdmin('DELETE', "/api/categories/'%3B%20drop%20table%20categories");
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.message).toMatch(/Identificador inválido/);
  });
});
