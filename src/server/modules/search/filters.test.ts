import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/helpers/accounts';
import { apiSuite, requestAs } from '../../../../tests/helpers/api-suite';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { assets, categories, searchLogs, tags } from '../../platform/db/schema/index';

const s = apiSuite();
const ids: Record<string, string> = {};

beforeAll(async () => {
  ids.a = await insertAsset(s.t.db, 'Peça A', { categories: ['protese'], tags: ['Natal'] });
  ids.b = await insertAsset(s.t.db, 'Peça B', { categories: ['clareamento'] });
});

async function found(query: string): Promise<string[]> {
  const res = await requestAs(s.t.app, s.admin, 'GET', `/api/assets?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: Array<{ id: string }> };
  return body.items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0] ?? i.id).sort();
}

describe('category and tag filters', () => {
  it('follow an asset edit and a deleted tag (the ids on the row move with the links)', async () => {
    expect(await found('categories=protese')).toEqual(['a']);
    expect(await found('tags=natal')).toEqual(['a']);

    const [clareamento] = await s.t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'clareamento'));
    const edit = await requestAs(s.t.app, s.admin, 'PATCH', `/api/assets/${ids.a}`, {
      categoryIds: [clareamento!.id],
      tags: ['Sorriso'],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await found('categories=protese')).toEqual([]);
    expect(await found('categories=clareamento')).toEqual(['a', 'b']);
    expect(await found('tags=natal')).toEqual([]);
    expect(await found('tags=sorriso')).toEqual(['a']);

    const [sorriso] = await s.t.db.select({ id: tags.id }).from(tags).where(eq(tags.slug, 'sorriso'));
    expect((await requestAs(s.t.app, s.admin, 'DELETE', `/api/tags/${sorriso!.id}`)).statusCode).toBe(204);
    const rows = await s.t.db
      .select({ id: assets.id, categoryIds: assets.categoryIds, tagIds: assets.tagIds })
      .from(assets)
      .where(inArray(assets.id, [ids.a!, ids.b!]));
    expect(rows.find((r) => r.id === ids.a)).toMatchObject({ categoryIds: [clareamento!.id], tagIds: [] });
  });

  it('names categories and tags as they are now, right after a rename', async () => {
    const [natal] = await s.t.db.select({ id: tags.id }).from(tags).where(eq(tags.slug, 'natal'));
    await requestAs(s.t.app, s.admin, 'PATCH', `/api/assets/${ids.b}`, { tags: ['Natal'] });
    const before = await requestAs(s.t.app, s.admin, 'GET', '/api/assets?tags=natal');
    expect(before.json().items[0].tags).toEqual([expect.objectContaining({ name: 'Natal' })]);

    const rename = await requestAs(s.t.app, s.admin, 'PATCH', `/api/tags/${natal!.id}`, {
      name: 'Natal 2026',
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const after = await requestAs(s.t.app, s.admin, 'GET', `/api/assets/${ids.b}`);
    expect(after.json().tags).toEqual([expect.objectContaining({ id: natal!.id, name: 'Natal 2026' })]);
    const listed = await requestAs(s.t.app, s.admin, 'GET', '/api/assets?sort=newest');
    const b = listed.json().items.find((i: { id: string }) => i.id === ids.b);
    expect(b.tags.map((t: { name: string }) => t.name)).toEqual(['Natal 2026']);
  });
});

describe('the search log', () => {
  it('keeps the search of someone deleted before it was written, without them', async () => {
    const leaving = await createUser(s.t.app, s.admin, 'user');
    await requestAs(s.t.app, leaving, 'GET', '/api/assets?q=sorriso%20de%20despedida');
    expect((await requestAs(s.t.app, s.admin, 'DELETE', `/api/users/${leaving.user.id}`)).statusCode).toBe(
      204,
    );
    // Reading the statistics writes out the waiting batch first.
    expect((await requestAs(s.t.app, s.admin, 'GET', '/api/stats?days=7')).statusCode).toBe(200);
    const rows = await s.t.db.select().from(searchLogs).where(eq(searchLogs.query, 'sorriso de despedida'));
    expect(rows).toEqual([expect.objectContaining({ userId: null, resultCount: 0 })]);
  });
});
