import type { Category, CategoryGroup, CategoryTree } from '@shared/schemas/taxonomy';

type CategoryFields = Pick<Category, 'id' | 'name'> & Partial<Category>;

/**
 * A category as GET /api/categories answers it (CategorySchema), for screen tests: a top-level one
 * with no assets, its slug its lower-cased name, unless `fields` say otherwise.
 */
export function fakeCategory(fields: CategoryFields): Category {
  return {
    slug: fields.name.toLowerCase(),
    description: null,
    parentId: null,
    position: 0,
    assetCount: 0,
    ...fields,
  };
}

/** A group and its subcategories, each child's `parentId` the group's id. */
export function fakeCategoryGroup(group: CategoryFields, children: CategoryFields[] = []): CategoryGroup {
  return {
    ...fakeCategory(group),
    children: children.map((child) => fakeCategory({ ...child, parentId: group.id })),
  };
}

/** GET /api/categories's answer holding `groups`. */
export function fakeCategoryTree(...groups: CategoryGroup[]): CategoryTree {
  return { items: groups, total: groups.length };
}
