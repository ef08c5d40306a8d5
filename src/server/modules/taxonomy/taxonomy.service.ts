import { slugify } from '../../../shared/domain/slugify';
import type {
  Category,
  CategoryGroup,
  CategoryTree,
  CreateCategoryInput,
  Tag,
  TagInput,
  TagList,
  TagListQuery,
  UpdateCategoryInput,
} from '../../../shared/schemas/taxonomy';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { type Audience, visibleTo } from '../asset-read';
import {
  type CategoriesRepository,
  type CategoryRefusal,
  type CategoryRow,
  findMissingCategoryIds,
} from './categories.repository';
import { findOrCreateTags, type TagRow, type TagsRepository } from './tags.repository';
import type { Counted, Executor } from './taxonomy-sql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ResolvedTag {
  id: string;
  name: string;
}

/** What the API shows of a stored term: the row as it is, less the time it was created. */
function toCategory({ createdAt: _createdAt, ...category }: Counted<CategoryRow>): Category {
  return category;
}

function toTag({ createdAt: _createdAt, ...tag }: Counted<TagRow>): Tag {
  return tag;
}

/** A name whose slug would be empty (only symbols or letters outside a-z) cannot be stored. */
function assertSluggable(name: string): void {
  if (!slugify(name)) throw new AppError('NAME_NEEDS_LETTER');
}

const CATEGORY_REFUSALS: Record<CategoryRefusal, () => AppError> = {
  'name-taken': () => new AppError('CATEGORY_NAME_TAKEN'),
  'parent-not-found': () => new AppError('CATEGORY_PARENT_NOT_FOUND'),
  'parent-not-group': () => new AppError('CATEGORY_PARENT_NOT_GROUP'),
  'has-children': () => new AppError('CATEGORY_HAS_CHILDREN'),
  'self-parent': () => new AppError('CATEGORY_SELF_PARENT'),
};

/** A unique index that fired despite the checks (two admins at the same instant): still a 409. */
async function conflictOnRace<T>(
  work: () => Promise<T>,
  code: 'CATEGORY_NAME_TAKEN' | 'TAG_NAME_TAKEN',
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(code);
    throw error;
  }
}

/** Trimmed, non-empty, first spelling kept when a name repeats in another case. */
function uniqueTagNames(names: string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLocaleLowerCase('pt-BR');
    if (!name || seen.has(key)) continue;
    assertSluggable(name);
    seen.add(key);
    unique.push(name);
  }
  return unique;
}

async function checkCategories(ids: string[], findMissing: (ids: string[]) => Promise<string[]>) {
  if (ids.length === 0) throw new AppError('CATEGORY_REQUIRED');
  const malformed = ids.some((id) => !UUID.test(id));
  if (malformed || (await findMissing([...new Set(ids)])).length > 0) {
    throw new AppError('CATEGORY_UNKNOWN');
  }
}

/**
 * For the upload and edit code: the tags named on an asset, existing ones found case-insensitively
 * and missing ones created, inside the caller's transaction when `ex` is one. Names are trimmed and
 * duplicates (any case) dropped; the result follows the order of the names.
 */
export async function resolveTagNames(ex: Executor, names: string[]): Promise<ResolvedTag[]> {
  return findOrCreateTags(ex, uniqueTagNames(names));
}

/**
 * For the upload and edit code: refuses an empty selection ('Selecione pelo menos uma categoria.')
 * and any id that names no category (400 'Categoria não encontrada.').
 */
export async function assertCategoriesExist(ex: Executor, ids: string[]): Promise<void> {
  return checkCategories(ids, (unique) => findMissingCategoryIds(ex, unique));
}

/** Answers kept per library version and audience; past this many, the oldest go. */
const COUNTED_KEPT = 16;

/**
 * Counting every asset of every category (or tag) reads each link, for every gallery opened: dear on
 * a large library (docs/performance.md). The answer is kept under the library's version, which
 * moves with any change it depends on, and the audience (admins, or the day users and franqueados
 * see, since publication follows the date); a failed count is not kept.
 */
function createCountedCache<T>() {
  const kept = new Map<string, Promise<T>>();
  return (key: string, count: () => Promise<T>): Promise<T> => {
    const found = kept.get(key);
    if (found) return found;
    const counting = count();
    kept.set(key, counting);
    counting.catch(() => kept.delete(key));
    while (kept.size > COUNTED_KEPT) kept.delete(kept.keys().next().value as string);
    return counting;
  };
}

const audienceKey = (audience: Audience | undefined) =>
  !audience || audience.seesAll ? 'all' : `published:${audience.today}`;

export function createTaxonomyService({
  categories,
  tags,
}: {
  categories: CategoriesRepository;
  tags: TagsRepository;
}) {
  const trees = createCountedCache<CategoryTree>();
  const tagLists = createCountedCache<TagList>();

  async function countTree(audience: Audience | undefined): Promise<CategoryTree> {
    const rows = await categories.listCategories(visibleTo(audience));
    const groups = new Map<string, CategoryGroup>();
    for (const row of rows) {
      if (!row.parentId) groups.set(row.id, { ...toCategory(row), children: [] });
    }
    for (const row of rows) {
      if (row.parentId) groups.get(row.parentId)?.children.push(toCategory(row));
    }
    const items = [...groups.values()];
    return { items, total: items.length };
  }

  async function countTags(query: TagListQuery, audience: Audience | undefined): Promise<TagList> {
    const { rows, total } = await tags.listTags({ ...query, visible: visibleTo(audience) });
    return { items: rows.map(toTag), total };
  }

  return {
    /**
     * Groups by position then name, each with its subcategories in the same order. With an audience,
     * the counts are of the assets it sees today (users and franqueados: published ones only).
     */
    async tree(audience?: Audience): Promise<CategoryTree> {
      const version = await categories.libraryVersion();
      return trees(`${version}:${audienceKey(audience)}`, () => countTree(audience));
    },

    async createCategory(input: CreateCategoryInput): Promise<Category> {
      assertSluggable(input.name);
      const result = await conflictOnRace(
        () =>
          categories.insertCategory({
            name: input.name,
            description: input.description || null,
            parentId: input.parentId ?? null,
          }),
        'CATEGORY_NAME_TAKEN',
      );
      if (typeof result === 'string') throw CATEGORY_REFUSALS[result]();
      return toCategory({ ...result, assetCount: 0 });
    },

    async updateCategory(id: string, input: UpdateCategoryInput): Promise<Category> {
      if (input.name !== undefined) assertSluggable(input.name);
      if (input.parentId === id) throw CATEGORY_REFUSALS['self-parent']();
      const result = await conflictOnRace(
        () =>
          categories.updateCategory(id, {
            name: input.name,
            description: input.description === undefined ? undefined : input.description || null,
            parentId: input.parentId,
          }),
        'CATEGORY_NAME_TAKEN',
      );
      if (!result) throw new AppError('CATEGORY_NOT_FOUND');
      if (typeof result === 'string') throw CATEGORY_REFUSALS[result]();
      return toCategory(result);
    },

    /** Deleting a group deletes its subcategories; assets are kept and only lose the links. */
    async deleteCategory(id: string): Promise<void> {
      if (!(await categories.deleteCategory(id))) {
        throw new AppError('CATEGORY_NOT_FOUND');
      }
    },

    /**
     * Tags with the number of assets `audience` sees today (every asset without one). The lists
     * without a search are kept like the tree; a search (suggestions while typing) is counted anew.
     */
    async listTags(query: TagListQuery, audience?: Audience): Promise<TagList> {
      if (query.q) return countTags(query, audience);
      const version = await categories.libraryVersion();
      return tagLists(`${version}:${audienceKey(audience)}:${query.limit ?? 'all'}`, () =>
        countTags(query, audience),
      );
    },

    async createTag(input: TagInput): Promise<Tag> {
      assertSluggable(input.name);
      const result = await conflictOnRace(() => tags.insertTag(input.name), 'TAG_NAME_TAKEN');
      if (result === 'name-taken') throw new AppError('TAG_NAME_TAKEN');
      return toTag({ ...result, assetCount: 0 });
    },

    async updateTag(id: string, input: TagInput): Promise<Tag> {
      assertSluggable(input.name);
      const result = await conflictOnRace(() => tags.updateTag(id, input.name), 'TAG_NAME_TAKEN');
      if (!result) throw new AppError('TAG_NOT_FOUND');
      if (result === 'name-taken') throw new AppError('TAG_NAME_TAKEN');
      return toTag(result);
    },

    async deleteTag(id: string): Promise<void> {
      if (!(await tags.deleteTag(id))) throw new AppError('TAG_NOT_FOUND');
    },

    /** See the exported `assertCategoriesExist`; `ex` (a transaction) defaults to the database. */
    assertCategoriesExist: (ids: string[], ex?: Executor): Promise<void> =>
      checkCategories(ids, (unique) => categories.findMissingCategoryIds(unique, ex)),

    /** See the exported `resolveTagNames`; `ex` (a transaction) defaults to the database. */
    resolveTagNames: async (names: string[], ex?: Executor): Promise<ResolvedTag[]> =>
      tags.findOrCreateTags(uniqueTagNames(names), ex),

    /** `resolveTagNames` in the caller's transaction, ids only (what the asset links need). */
    resolveTagIds: async (ex: Executor, names: string[]): Promise<string[]> =>
      (await resolveTagNames(ex, names)).map((tag) => tag.id),
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
