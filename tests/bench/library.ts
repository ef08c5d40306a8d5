import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../src/server/platform/db/client';
import { refreshTaxonomyText } from '../../src/server/platform/db/taxonomy-text';
import { OCCASIONS, PIECES, pick, SENTENCES, SUBJECTS, UNITS } from './library-text';

/** Category/tag combinations the assets cycle through (a prime, so no list lines up with it). */
const COMBOS = 997;
/** Rows per INSERT: each batch is one statement, so 1M rows never sit in one transaction. */
const BATCH = 100_000;
/** The library spans three years of uploads, whatever its size. */
const SPAN_SECONDS = 3 * 365 * 24 * 3600;
/** Tables whose secondary indexes are dropped during the load and rebuilt once at the end. */
const BULK_TABLES = ['assets', 'asset_categories', 'asset_tags', 'search_words'];

const title = `case g % 3
  when 0 then ${pick(PIECES, 7)} || ' — ' || ${pick(SUBJECTS, 13)} || ' (' || ${pick(OCCASIONS, 17)} || ')'
  when 1 then ${pick(SUBJECTS, 13)} || ': ' || ${pick(PIECES, 7)} || ' ' || ${pick(UNITS, 23)}
  else ${pick(OCCASIONS, 17)} || ' ' || ${pick(UNITS, 23)} || ' — ' || ${pick(SUBJECTS, 13)}
end || ' nº ' || g`;
const description = `${pick(PIECES, 7)} || ' da campanha ' || ${pick(OCCASIONS, 17)} || ' para a ' ||
  ${pick(UNITS, 23)} || '. ' || ${pick(SENTENCES, 29)} || ' ' || ${pick(SENTENCES, 31, 5)}`;
/** Deterministic ids (valid version-4 UUIDs, as cursors demand), so that category and tag links are made from the row number alone. */
const assetId = `overlay(overlay(md5('bench-' || g) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Every category/tag combination with the taxonomy text the app would compute for it (the same
 * expression as refreshTaxonomyText: distinct category and group names, then tag names in order).
 */
async function makeCombos(db: Database): Promise<void> {
  await db.execute(sql.raw(`drop table if exists bench_combos`));
  await db.execute(
    sql.raw(`create table bench_combos as
    with cats as (select c.id, c.name, g.name as gname, row_number() over (order by c.slug) - 1 as n
                  from categories c join categories g on g.id = c.parent_id),
         tg as (select id, name, row_number() over (order by slug) - 1 as n from tags),
         counts as (select (select count(*) from cats) as nc, (select count(*) from tg) as nt),
         picked as (
           select k, c1.id as cat1, c2.id as cat2, t1.id as tag1, t2.id as tag2,
                  array_remove(array[c1.name, c1.gname, c2.name, c2.gname], null) as cat_names,
                  array_remove(array[t1.name, t2.name], null) as tag_names
           from generate_series(0, ${COMBOS - 1}) k cross join counts
           join cats c1 on c1.n = k % counts.nc
           left join cats c2 on k % 3 = 0 and c2.n = (k * 11 + 5) % counts.nc and c2.n <> k % counts.nc
           join tg t1 on t1.n = k % counts.nt
           left join tg t2 on t2.n = (k * 7 + 3) % counts.nt and t2.n <> k % counts.nt)
    select k, cat1, cat2, tag1, tag2,
      array(select unnest(array_remove(array[cat1, cat2], null)) order by 1) as category_ids,
      array(select unnest(array_remove(array[tag1, tag2], null)) order by 1) as tag_ids,
      trim(concat_ws(' ',
      (select string_agg(distinct n, ' ') from unnest(cat_names) n),
      (select string_agg(n, ' ' order by n) from unnest(tag_names) n))) as taxonomy_text
    from picked`),
  );
}

/** Drops the secondary indexes of the bulk tables (not those behind constraints); returns their definitions. */
async function dropIndexes(db: Database): Promise<string[]> {
  const found = await queryRows<{ name: string; def: string }>(
    db,
    sql.raw(`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class t on t.oid = i.indrelid
      where t.relname in (${BULK_TABLES.map((t) => `'${t}'`).join(',')})
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`),
  );
  for (const index of found) await db.execute(sql.raw(`drop index ${index.name}`));
  return found.map((index) => index.def);
}

async function insertBatch(db: Database, from: number, to: number, count: number): Promise<void> {
  const series = `generate_series(${from}::bigint, ${to}::bigint) g join bench_combos b on b.k = g % ${COMBOS}`;
  await db.execute(
    sql.raw(`insert into assets (id, title, description, type, uploaded_at, view_count, download_count,
        phash, grid_thumb_key, taxonomy_text, category_ids, tag_ids)
      select ${assetId}, ${title}, ${description},
        (array['image','image','image','image','pdf','document','psd','other','image','video'])[1 + (g % 10)::int],
        now() - make_interval(secs => g * ${SPAN_SECONDS / count}),
        floor(power(((g * 7907) % 10007) / 10007.0, 3) * 5000)::int, ((g * 53) % 500)::int,
        ((g * 2654435761) % 9223372036854775807), null, b.taxonomy_text,
        b.category_ids, b.tag_ids
      from ${series}`),
  );
  await db.execute(
    sql.raw(`insert into asset_categories (asset_id, category_id)
      select ${assetId}, b.cat1 from ${series}
      union all select ${assetId}, b.cat2 from ${series} where b.cat2 is not null`),
  );
  await db.execute(
    sql.raw(`insert into asset_tags (asset_id, tag_id)
      select ${assetId}, b.tag1 from ${series}
      union all select ${assetId}, b.tag2 from ${series} where b.tag2 is not null`),
  );
}

/** Fails when the generator's taxonomy text or ids are not what the app computes for the same links. */
async function checkTaxonomyText(db: Database): Promise<void> {
  const sample = sql`a.id in (select id from assets order by id limit 50)`;
  const before = await queryRows<{ id: string; t: string }>(
    db,
    sql`select a.id, concat_ws('|', a.taxonomy_text, a.category_ids::text, a.tag_ids::text) as t from assets a where ${sample} order by a.id`,
  );
  await refreshTaxonomyText(db, sample);
  const after = await queryRows<{ id: string; t: string }>(
    db,
    sql`select a.id, concat_ws('|', a.taxonomy_text, a.category_ids::text, a.tag_ids::text) as t from assets a where ${sample} order by a.id`,
  );
  const differs = after.find((row, i) => row.t !== before[i]?.t);
  if (differs) {
    throw new Error(
      `bench library: taxonomy text "${before.find((b) => b.id === differs.id)?.t}" differs from the app's "${differs.t}"`,
    );
  }
}

/**
 * Fills a migrated, seeded database with `count` assets: Portuguese titles and descriptions, one or
 * two categories and one or two tags each, nine types in ten (one video, never listed), three years
 * of upload dates, skewed view counts. Set-based (generate_series, 100,000 rows per statement) with
 * the secondary indexes rebuilt once at the end, so that a million rows take minutes, not hours.
 */
export async function buildLibrary(
  db: Database,
  count: number,
  onProgress: (done: number) => void = () => {},
): Promise<void> {
  await makeCombos(db);
  const indexes = await dropIndexes(db);
  try {
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      await insertBatch(db, from, to, count);
      onProgress(to);
    }
  } finally {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
      for (const def of indexes) await tx.execute(sql.raw(def));
    });
    await db.execute(sql.raw('drop table if exists bench_combos'));
  }
  await checkTaxonomyText(db);
  await db.execute(sql`analyze`);
}
