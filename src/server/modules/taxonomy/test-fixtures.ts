import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assetCategories, assets, assetTags, categories, tags } from '../../db/schema/index';
import { refreshTaxonomyText } from '../../db/taxonomy-text';

/** An asset row linked to the given categories (by slug) and tags (by name), search text computed. */
export async function insertAsset(
  db: Database,
  title: string,
  links: { categories?: string[]; tags?: string[] } = {},
): Promise<string> {
  const [asset] = await db.insert(assets).values({ title, type: 'image' }).returning({ id: assets.id });
  const id = asset!.id;
  if (links.categories?.length) {
    const rows = await db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.slug, links.categories));
    await db.insert(assetCategories).values(rows.map((row) => ({ assetId: id, categoryId: row.id })));
  }
  if (links.tags?.length) {
    const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.name, links.tags));
    await db.insert(assetTags).values(rows.map((row) => ({ assetId: id, tagId: row.id })));
  }
  await refreshTaxonomyText(db, sql`a.id = ${id}`);
  return id;
}

/** What search sees of an asset: its taxonomy text, its full-text vector, and whether `word` matches. */
export async function searchState(db: Database, id: string, word: string) {
  const [row] = await db
    .select({
      taxonomyText: assets.taxonomyText,
      vector: sql<string>`${assets.searchVector}::text`,
      matches: sql<boolean>`${assets.searchVector} @@ plainto_tsquery('portuguese', f_unaccent(${word}))`,
    })
    .from(assets)
    .where(eq(assets.id, id));
  return row;
}

export async function categoryBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
  return row;
}

export async function countRows(db: Database, table: typeof categories | typeof tags): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
  return row?.n ?? 0;
}
