import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  getTableColumns,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { presentFields, recordAudit, recordAuditEdit } from '../../platform/audit/audit-log';
import { type Database, queryRows } from '../../platform/db/client';
import { assetCategories, assets, categories } from '../../platform/db/schema/index';
import { refreshTaxonomyText } from '../../platform/db/taxonomy-text';
import {
  type Counted,
  deleteTerm,
  type Executor,
  folded,
  insertUnderFreeSlug,
  slugForRename,
} from './taxonomy-sql';

export type CategoryRow = typeof categories.$inferSelect;

export type CategoryRefusal =
  | 'name-taken'
  | 'parent-not-found'
  | 'parent-not-group'
  | 'has-children'
  | 'self-parent';

export interface NewCategory {
  name: string;
  description: string | null;
  parentId: string | null;
}

export interface CategoryChanges {
  name?: string;
  description?: string | null;
  parentId?: string | null;
}

async function countCategoryAssets(ex: Executor, id: string): Promise<number> {
  const [row] = await ex
    .select({ n: countDistinct(assetCategories.assetId) })
    .from(assetCategories)
    .innerJoin(categories, eq(categories.id, assetCategories.categoryId))
    .where(or(eq(categories.id, id), eq(categories.parentId, id)));
  return Number(row?.n ?? 0);
}

async function nextPosition(ex: Executor, parentId: string | null): Promise<number> {
  const [row] = await ex
    .select({ max: sql<number | null>`max(${categories.position})` })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** Locks a would-be parent and says why it cannot hold subcategories, if it cannot. */
async function checkParent(ex: Executor, parentId: string): Promise<CategoryRefusal | undefined> {
  const [parent] = await ex
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, parentId))
    .for('update');
  if (!parent) return 'parent-not-found';
  return parent.parentId ? 'parent-not-group' : undefined;
}

/** A category's name (its group's, for `parentId`), or null for none. */
async function categoryName(ex: Executor, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await ex.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  return row?.name ?? null;
}

/** A category as the audit log records it: its group by name (ids mean nothing to a reader). */
async function audited(ex: Executor, row: Pick<CategoryRow, 'name' | 'description' | 'parentId'>) {
  return { name: row.name, description: row.description, parent: await categoryName(ex, row.parentId) };
}

/** Ids among `ids` that name no category (ids must be uuids). */
export async function findMissingCategoryIds(ex: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ex.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

export function createCategoriesRepository(db: Database) {
  return {
    /**
     * The library's counted version (migrations 0008, 0011, 0015, 0017): it moves with every change an asset,
     * category or tag count depends on, so counts kept under it are never stale.
     */
    async libraryVersion(): Promise<string> {
      const [row] = await queryRows<{ version: string }>(
        db,
        sql`select counted::text as version from library_version`,
      );
      return row?.version ?? '0';
    },

    /**
     * Every category with its file count, groups and subcategories alike, by position then name.
     * `visible` (assets.audience's `visibleTo`) counts only the assets the viewer can see.
     */
    async listCategories(visible?: SQL): Promise<Counted<CategoryRow>[]> {
      const direct = db
        .select({ categoryId: assetCategories.categoryId, n: count().as('direct_n') })
        .from(assetCategories)
        .innerJoin(assets, and(eq(assets.id, assetCategories.assetId), visible))
        .groupBy(assetCategories.categoryId)
        .as('direct');
      // A group counts the assets linked to itself or to any of its subcategories, once each.
      const groupKey = sql<string>`coalesce(${categories.parentId}, ${categories.id})`;
      const grouped = db
        .select({ groupId: groupKey.as('group_id'), n: countDistinct(assetCategories.assetId).as('group_n') })
        .from(assetCategories)
        .innerJoin(assets, and(eq(assets.id, assetCategories.assetId), visible))
        .innerJoin(categories, eq(categories.id, assetCategories.categoryId))
        .groupBy(groupKey)
        .as('grouped');
      return db
        .select({
          ...getTableColumns(categories),
          assetCount:
            sql<number>`coalesce(case when ${categories.parentId} is null then ${grouped.n} else ${direct.n} end, 0)`.mapWith(
              Number,
            ),
        })
        .from(categories)
        .leftJoin(direct, eq(direct.categoryId, categories.id))
        .leftJoin(grouped, eq(grouped.groupId, categories.id))
        .orderBy(asc(categories.position), folded(categories.name), asc(categories.name));
    },

    async insertCategory(input: NewCategory): Promise<CategoryRow | CategoryRefusal> {
      return db.transaction(async (tx) => {
        if (input.parentId) {
          const refusal = await checkParent(tx, input.parentId);
          if (refusal) return refusal;
        }
        const position = await nextPosition(tx, input.parentId);
        const row = await insertUnderFreeSlug(tx, categories, input.name, async (slug) => {
          const [inserted] = await tx
            .insert(categories)
            .values({ ...input, slug, position })
            .onConflictDoNothing()
            .returning();
          return inserted;
        });
        if (typeof row !== 'string')
          await recordAudit(tx, {
            kind: 'category.create',
            targetId: row.id,
            after: presentFields(await audited(tx, row)),
          });
        return row;
      });
    },

    /**
     * Applies the changes and refreshes the search text of the affected assets, in one transaction
     * with the audit entry of what changed (rename, description, move to another group).
     */
    async updateCategory(
      id: string,
      changes: CategoryChanges,
    ): Promise<Counted<CategoryRow> | CategoryRefusal | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!current) return undefined;
        const values: Partial<typeof categories.$inferInsert> = {};

        if (changes.parentId !== undefined && changes.parentId !== current.parentId) {
          if (changes.parentId === id) return 'self-parent';
          if (changes.parentId) {
            const refusal = await checkParent(tx, changes.parentId);
            if (refusal) return refusal;
            const [child] = await tx
              .select({ id: categories.id })
              .from(categories)
              .where(eq(categories.parentId, id))
              .limit(1);
            if (child) return 'has-children';
          }
          values.parentId = changes.parentId;
          values.position = await nextPosition(tx, changes.parentId);
        }
        if (changes.name !== undefined && changes.name !== current.name) {
          const slug = await slugForRename(tx, categories, current, changes.name);
          if (slug === 'name-taken') return slug;
          values.name = changes.name;
          if (slug) values.slug = slug;
        }
        if (changes.description !== undefined) values.description = changes.description;

        let row = current;
        if (Object.keys(values).length > 0) {
          [row] = (await tx.update(categories).set(values).where(eq(categories.id, id)).returning()) as [
            CategoryRow,
          ];
          await recordAuditEdit(tx, {
            kind: 'category.edit',
            targetId: id,
            before: await audited(tx, current),
            after: await audited(tx, row),
            keys: ['name', 'description', 'parent'],
          });
        }
        if (values.name !== undefined || values.parentId !== undefined) {
          await refreshTaxonomyText(
            tx,
            sql`a.id in (select ac.asset_id from asset_categories ac join categories c on c.id = ac.category_id
                         where c.id = ${id} or c.parent_id = ${id})`,
          );
        }
        return { ...row, assetCount: await countCategoryAssets(tx, id) };
      });
    },

    /**
     * Deletes a category (a group takes its subcategories along); assets stay, their links go. The
     * audit entry keeps its name, group and the subcategories that went with it.
     */
    async deleteCategory(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Locking the rows keeps a concurrent upload from linking an asset in between.
        const locked = await tx
          .select({
            id: categories.id,
            name: categories.name,
            description: categories.description,
            parentId: categories.parentId,
          })
          .from(categories)
          .where(or(eq(categories.id, id), eq(categories.parentId, id)))
          .orderBy(asc(categories.position), asc(categories.name))
          .for('update');
        const target = locked.find((row) => row.id === id);
        if (!target) return false;
        const children = locked.filter((row) => row.id !== id).map((row) => row.name);
        await recordAudit(tx, {
          kind: 'category.delete',
          targetId: id,
          before: presentFields({
            ...(await audited(tx, target)),
            subcategories: children.length ? children : null,
          }),
        });
        await deleteTerm(
          tx,
          categories,
          id,
          { assetId: assetCategories.assetId, termId: assetCategories.categoryId },
          locked.map((row) => row.id),
        );
        return true;
      });
    },

    findMissingCategoryIds: (ids: string[], ex: Executor = db) => findMissingCategoryIds(ex, ids),
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
