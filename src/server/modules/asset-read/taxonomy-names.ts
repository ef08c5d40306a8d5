import { asc } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { categories, tags } from '../../platform/db/schema/index';

export interface CategoryRef {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
}
export interface TagRef {
  id: string;
  name: string;
  slug: string;
}

/**
 * Each ref with its place in name order. The refs are frozen and shared by every answer that names
 * them (a page names 40 assets' categories and tags: a copy each was a tenth of a page's work).
 */
type Ranked<T> = Map<string, { ref: Readonly<T>; rank: number }>;

/** The refs of `ids` that `table` knows, in the table's (name) order. */
function inOrder<T>(table: Ranked<T>, ids: string[]): T[] {
  const found: Array<{ ref: Readonly<T>; rank: number }> = [];
  for (const id of ids) {
    const entry = table.get(id);
    if (entry) found.push(entry);
  }
  if (found.length > 1) found.sort((x, y) => x.rank - y.rank);
  return found.map((entry) => entry.ref as T);
}

/**
 * Category and tag names kept in memory under the library's version (migrations 0008 and 0011: any
 * change to an asset's links or to the taxonomy itself moves it), so that a page of 40 assets names
 * its categories and tags without a join per row (dear on PGlite: docs/performance.md). Refetched,
 * two small tables, when a page was read at another version, or names an id the kept copy does not
 * know.
 */
export function createTaxonomyNames(db: Database) {
  let kept: { version: string; categories: Ranked<CategoryRef>; tags: Ranked<TagRef> } | null = null;

  async function fetch(version: string) {
    // In name order, as the lists show them: the rank keeps PostgreSQL's collation.
    const categoryRows = await db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        parentId: categories.parentId,
      })
      .from(categories)
      .orderBy(asc(categories.name), asc(categories.id));
    const tagRows = await db
      .select({ id: tags.id, name: tags.name, slug: tags.slug })
      .from(tags)
      .orderBy(asc(tags.name), asc(tags.id));
    return {
      version,
      categories: new Map(categoryRows.map((c, rank) => [c.id, { ref: Object.freeze(c), rank }])),
      tags: new Map(tagRows.map((t, rank) => [t.id, { ref: Object.freeze(t), rank }])),
    };
  }

  /** The taxonomy as of `version` (read in the same statement as the rows that hold `ids`). */
  async function current(version: string, ids: string[] = []) {
    const known = (id: string) => Boolean(kept?.categories.has(id) || kept?.tags.has(id));
    if (!kept || kept.version !== version || !ids.every(known)) kept = await fetch(version);
    return kept;
  }

  return {
    /** The names as of `version` (read in the same statement as the rows that hold `ids`). */
    async at(version: string, ids: string[]) {
      const names = await current(version, ids);
      return {
        categories: (refIds: string[]) => inOrder(names.categories, refIds),
        tags: (refIds: string[]) => inOrder(names.tags, refIds),
      };
    },

    /**
     * The ids a search filter's slugs name as of `version`: a category by its own slug or by its
     * group's (a group brings in all its subcategories), a tag by its slug; an unknown slug, none.
     */
    async idsOf(version: string, categorySlugs: string[], tagSlugs: string[]) {
      const names = await current(version);
      const categorySet = new Set(categorySlugs);
      const tagSet = new Set(tagSlugs);
      const categoryIds: string[] = [];
      if (categorySet.size) {
        for (const [id, { ref }] of names.categories) {
          const group = ref.parentId ? names.categories.get(ref.parentId)?.ref : undefined;
          if (categorySet.has(ref.slug) || (group && categorySet.has(group.slug))) categoryIds.push(id);
        }
      }
      const tagIds: string[] = [];
      if (tagSet.size) for (const [id, { ref }] of names.tags) if (tagSet.has(ref.slug)) tagIds.push(id);
      return { categoryIds, tagIds };
    },
  };
}
