import seed from './taxonomy.json';

/**
 * Seed of the category tree and tags (SPEC.md section 3), kept as data in taxonomy.json. Group and
 * subcategory slugs are the ids the original sidebar used, so links such as
 * `/gallery?categories=perfil-pacientes` keep working. The 15 built-in categories of the original are
 * placed into the tree: 13 as subcategories, and 'Procedimentos Odontológicos' and 'Premiações e
 * Reconhecimentos' as the groups of the same name.
 */
export interface SeedCategory {
  name: string;
  slug: string;
  description?: string;
}

export interface SeedGroup extends SeedCategory {
  children: SeedCategory[];
}

export const CATEGORY_TREE: readonly SeedGroup[] = seed.categoryTree;

/** The 25 built-in tags of SPEC.md section 3. */
export const BUILT_IN_TAGS: readonly string[] = seed.builtInTags;

/**
 * The 39-entry popular tag list (SPEC.md section 3 names 18 of them; the rest complete it with the
 * network's recurring campaigns and subjects). The gallery filter shows the first 20.
 */
export const POPULAR_TAGS: readonly string[] = seed.popularTags;
