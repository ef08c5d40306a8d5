import { eq, sql } from 'drizzle-orm';
import { FRANCHISOR_UNIT_NAME, SETTING_KEYS } from '../../../shared/constants';
import { slugify } from '../../../shared/domain/slugify';
import { BUILT_IN_TAGS, CATEGORY_TREE, POPULAR_TAGS } from '../../../shared/taxonomy';
import type { Database } from './client';
import { categories, settings, tags, units } from './schema/index';

const TAXONOMY_SEEDED = 'taxonomy_seeded';

/**
 * Brings a database to its initial content. Safe to run at every start: the franchisor unit and the
 * default settings are ensured, and the taxonomy is seeded only once, so that categories or tags an
 * admin later renamed or deleted are not brought back.
 */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(units).values({ name: FRANCHISOR_UNIT_NAME, isFranchisor: true }).onConflictDoNothing();
    // Public sign-up starts closed: people join by invitation or an admin creates them (issue 36).
    await tx.insert(settings).values({ key: SETTING_KEYS.publicSignup, value: false }).onConflictDoNothing();

    const inserted = await tx
      .insert(settings)
      .values({ key: TAXONOMY_SEEDED, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (inserted.length === 0) return;

    for (const [groupIndex, group] of CATEGORY_TREE.entries()) {
      await tx
        .insert(categories)
        .values({ name: group.name, slug: group.slug, description: group.description, position: groupIndex })
        .onConflictDoNothing();
      const [parent] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.slug, group.slug));
      if (!parent) continue;
      await tx
        .insert(categories)
        .values(
          group.children.map((child, position) => ({
            parentId: parent.id,
            name: child.name,
            slug: child.slug,
            description: child.description,
            position,
          })),
        )
        .onConflictDoNothing();
    }

    const tagNames = [...new Set([...BUILT_IN_TAGS, ...POPULAR_TAGS])];
    await tx
      .insert(tags)
      .values(tagNames.map((name) => ({ name, slug: slugify(name) })))
      .onConflictDoNothing();
    for (const [rank, name] of POPULAR_TAGS.entries()) {
      await tx
        .update(tags)
        .set({ popularRank: rank + 1 })
        .where(eq(sql`lower(${tags.name})`, name.toLowerCase()));
    }
  });
}
