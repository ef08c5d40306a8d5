import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { assets, categories, type tags } from '../../platform/db/schema/index';

export { insertAsset } from '../../../../tests/helpers/asset-factory';

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
