import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/helpers/test-app';
import { seedDatabase } from '../../platform/db/seed';
import type { Audience } from '../asset-read/audience';
import { createCategoriesRepository } from './categories.repository';
import { createTagsRepository } from './tags.repository';
import { createTaxonomyService } from './taxonomy.service';
import { insertAsset } from './test-fixtures';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.handle.db);
});
afterAll(async () => {
  await database.handle.close();
  await database.drop();
});

/** The service over the real repositories, counting how often each one counts. */
function countingService() {
  const db = database.handle.db;
  const categories = createCategoriesRepository(db);
  const tags = createTagsRepository(db);
  const counted = { categories: 0, tags: 0 };
  const service = createTaxonomyService({
    categories: {
      ...categories,
      listCategories: (visible) => {
        counted.categories++;
        return categories.listCategories(visible);
      },
    },
    tags: {
      ...tags,
      listTags: (query) => {
        counted.tags++;
        return tags.listTags(query);
      },
    },
  });
  return { service, counted };
}

const user = (today: string): Audience => ({ today, seesAll: false });
const admin: Audience = { today: '2026-11-26', seesAll: true };
const idoso = (tree: Awaited<ReturnType<ReturnType<typeof countingService>['service']['tree']>>) =>
  tree.items.flatMap((group) => group.children).find((child) => child.slug === 'idoso')!.assetCount;

describe('category and tag counts kept under the library version', () => {
  it('counts once per version and audience, and anew once anything they depend on changed', async () => {
    const { service, counted } = countingService();
    const first = await service.tree(user('2026-11-26'));
    await service.tree(user('2026-11-26'));
    expect(counted.categories).toBe(1);
    // Another audience, or another day for users and franqueados, is counted apart.
    await service.tree(admin);
    await service.tree(user('2026-11-27'));
    expect(counted.categories).toBe(3);

    await insertAsset(database.handle.db, 'Sorriso na melhor idade', {
      categories: ['idoso'],
      tags: ['Sorriso'],
    });
    const after = await service.tree(user('2026-11-26'));
    expect(counted.categories).toBe(4);
    expect(idoso(after)).toBe(idoso(first) + 1);

    await service.listTags({ q: undefined }, admin);
    await service.listTags({ q: undefined }, admin);
    expect(counted.tags).toBe(1);
    // Suggestions while typing are counted each time (a key per search would only fill the cache).
    await service.listTags({ q: 'sor' }, admin);
    await service.listTags({ q: 'sor' }, admin);
    expect(counted.tags).toBe(3);
  });
});
