import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/platform/db/client';
import {
  assetCategories,
  assets,
  assetTags,
  categories,
  tags,
} from '../../src/server/platform/db/schema/index';
import { refreshTaxonomyText } from '../../src/server/platform/db/taxonomy-text';

export interface AssetFactoryOptions {
  categories?: string[];
  tags?: string[];
  values?: Partial<typeof assets.$inferInsert>;
}

/**
 * An asset row straight into the database (no file), linked to categories (by slug) and tags (by
 * name), its search text computed: for tests of search, taxonomy and statistics.
 */
export async function insertAsset(
  db: Database,
  title: string,
  options: AssetFactoryOptions = {},
): Promise<string> {
  const [asset] = await db
    .insert(assets)
    .values({ title, type: 'image', ...options.values })
    .returning({ id: assets.id });
  const id = asset!.id;
  if (options.categories?.length) {
    const rows = await db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.slug, options.categories));
    await db.insert(assetCategories).values(rows.map((row) => ({ assetId: id, categoryId: row.id })));
  }
  if (options.tags?.length) {
    const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.name, options.tags));
    await db.insert(assetTags).values(rows.map((row) => ({ assetId: id, tagId: row.id })));
  }
  await refreshTaxonomyText(db, sql`a.id = ${id}`);
  return id;
}
