import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, settings, tags, units } from '../../src/server/platform/db/schema/index';
import { seedDatabase } from '../../src/server/platform/db/seed';
import { SETTING_KEYS } from '../../src/shared/constants';
import { BUILT_IN_TAGS, CATEGORY_TREE, POPULAR_TAGS } from '../../src/shared/taxonomy';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('migrations and seed', () => {
  it('seeds the category tree: every group with its subcategories', async () => {
    const groups = await t.db.select().from(categories).where(isNull(categories.parentId));
    expect(groups.map((g) => g.slug).sort()).toEqual(CATEGORY_TREE.map((g) => g.slug).sort());
    const [total] = await t.db.select({ n: count() }).from(categories);
    const expected = CATEGORY_TREE.reduce((sum, g) => sum + 1 + g.children.length, 0);
    expect(total?.n).toBe(expected);
    const [protese] = await t.db.select().from(categories).where(eq(categories.slug, 'protese'));
    expect(protese?.name).toBe('Prótese');
  });

  it('seeds built-in and popular tags once each, popular ones ranked', async () => {
    const rows = await t.db.select().from(tags);
    const distinct = new Set([...BUILT_IN_TAGS, ...POPULAR_TAGS].map((n) => n.toLowerCase()));
    expect(rows).toHaveLength(distinct.size);
    const ranked = rows.filter((r) => r.popularRank !== null).sort((a, b) => a.popularRank! - b.popularRank!);
    expect(ranked.map((r) => r.name)).toEqual([...POPULAR_TAGS]);
  });

  it('seeds the franchisor unit and keeps public sign-up closed by default (issue 36)', async () => {
    const unitRows = await t.db.select().from(units);
    expect(unitRows).toEqual([expect.objectContaining({ name: 'Franqueadora', isFranchisor: true })]);
    const [signup] = await t.db.select().from(settings).where(eq(settings.key, SETTING_KEYS.publicSignup));
    expect(signup?.value).toBe(false);
  });

  it('is idempotent and does not bring back a category an admin deleted', async () => {
    await t.db.delete(categories).where(eq(categories.slug, 'fachada'));
    const before = await t.db.select({ n: count() }).from(categories);
    await seedDatabase(t.db);
    await seedDatabase(t.db);
    const after = await t.db.select({ n: count() }).from(categories);
    expect(after).toEqual(before);
    expect(await t.db.select().from(units)).toHaveLength(1);
  });

  it('keeps e-mails unique whatever their case, and generates the search column', async () => {
    const { users, assets } = await import('../../src/server/platform/db/schema/index');
    await t.db.insert(users).values({ email: 'Ana@Rede.com', passwordHash: 'x', name: 'Ana' });
    await expect(
      t.db.insert(users).values({ email: 'ana@rede.com', passwordHash: 'x', name: 'Ana 2' }),
    ).rejects.toThrow();
    const [row] = await t.db
      .insert(assets)
      .values({ title: 'Prótese sobre implante', type: 'image', taxonomyText: 'Implantes Sorriso' })
      .returning({ vector: assets.searchVector });
    expect(row?.vector).toContain("'protes'");
    expect(row?.vector).toContain("'implant'");
  });
});
