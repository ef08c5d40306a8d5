import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';

type Executor = Pick<Database, 'execute'>;

/**
 * Recomputes `assets.taxonomy_text` (names of the asset's categories, their groups, and its tags),
 * which feeds the weighted full-text column, and `category_ids` / `tag_ids` (the links, by id, which
 * search filters on), for the assets matched by `assetFilter` — a condition on
 * the alias `a`, e.g. sql`a.id = ${id}` or sql`a.id in (select asset_id from asset_tags where tag_id = ${tagId})`.
 * Call it in the same transaction as the change to categories, tags or their links.
 */
export async function refreshTaxonomyText(db: Executor, assetFilter: SQL): Promise<void> {
  await db.execute(sql`
    update assets a set
    category_ids = array(select ac.category_id from asset_categories ac where ac.asset_id = a.id order by 1),
    tag_ids = array(select at.tag_id from asset_tags at where at.asset_id = a.id order by 1),
    taxonomy_text = trim(concat_ws(' ',
      (select string_agg(distinct n, ' ') from (
         select c.name as n from asset_categories ac join categories c on c.id = ac.category_id where ac.asset_id = a.id
         union
         select g.name from asset_categories ac join categories c on c.id = ac.category_id
           join categories g on g.id = c.parent_id where ac.asset_id = a.id
       ) names),
      (select string_agg(t.name, ' ' order by t.name) from asset_tags at join tags t on t.id = at.tag_id where at.asset_id = a.id)
    ))
    where ${assetFilter}`);
}
