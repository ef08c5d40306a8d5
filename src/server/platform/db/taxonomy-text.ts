import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';

type Executor = Pick<Database, 'execute'>;

/**
 * The names of these categories, of their groups, and of these tags (`categoryIds` and `tagIds` are
 * uuid[] expressions): categories and groups once each in name order, then the tags in name order.
 */
function taxonomyTextOf(categoryIds: SQL, tagIds: SQL): SQL {
  return sql`trim(concat_ws(' ',
      (select string_agg(distinct n, ' ') from (
         select c.name as n from categories c where c.id = any(${categoryIds})
         union
         select g.name from categories c join categories g on g.id = c.parent_id where c.id = any(${categoryIds})
       ) names),
      (select string_agg(t.name, ' ' order by t.name) from tags t where t.id = any(${tagIds}))
    ))`;
}

/** A uuid[] literal of ids the server made or validated (uuids only). */
function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/**
 * `category_ids`, `tag_ids` and `taxonomy_text` of an asset about to be inserted with these links:
 * the row is written once with them (refreshing them after the insert wrote every index of `assets`
 * twice, the search vectors computed twice).
 */
export function taxonomyColumns(
  categoryIds: readonly string[],
  tagIds: readonly string[],
): { categoryIds: SQL; tagIds: SQL; taxonomyText: SQL } {
  const categoryArray = uuidArray(categoryIds);
  const tagArray = uuidArray(tagIds);
  return {
    categoryIds: sql`array(select distinct unnest(${categoryArray}) order by 1)`,
    tagIds: sql`array(select distinct unnest(${tagArray}) order by 1)`,
    taxonomyText: taxonomyTextOf(categoryArray, tagArray),
  };
}

/**
 * Recomputes `assets.taxonomy_text` (names of the asset's categories, their groups, and its tags),
 * which feeds the weighted full-text column, and `category_ids` / `tag_ids` (the links, by id, which
 * search filters on), for the assets matched by `assetFilter` — a condition on
 * the alias `a`, e.g. sql`a.id = ${id}` or sql`a.id in (select asset_id from asset_tags where tag_id = ${tagId})`.
 * Call it in the same transaction as the change to categories, tags or their links.
 */
export async function refreshTaxonomyText(db: Executor, assetFilter: SQL): Promise<void> {
  const linkedCategories = sql`array(select ac.category_id from asset_categories ac where ac.asset_id = a.id order by 1)`;
  const linkedTags = sql`array(select at.tag_id from asset_tags at where at.asset_id = a.id order by 1)`;
  await db.execute(sql`
    update assets a set
    category_ids = ${linkedCategories},
    tag_ids = ${linkedTags},
    taxonomy_text = ${taxonomyTextOf(linkedCategories, linkedTags)}
    where ${assetFilter}`);
}
