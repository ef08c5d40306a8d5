import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { refreshTaxonomyText } from '../../src/server/db/taxonomy-text';

const WORDS = [
  'Prótese',
  'Clareamento',
  'Implante',
  'Sorriso',
  'Campanha',
  'Outubro Rosa',
  'Fachada',
  'Equipe',
  'Recepção',
  'Antes e depois',
  'Ortodontia',
  'Aparelho',
  'Natal',
  'Super Sexta',
  'Inauguração',
  'Treinamento',
  'Manual',
  'Consulta',
  'Criança',
  'Família',
  'Instagram',
  'Promoção',
  'Unidade Centro',
  'Convenção',
  'Depoimento',
];

/** Fills a migrated, seeded database with `count` assets spread over categories, tags, types and dates. */
export async function buildLibrary(db: Database, count: number): Promise<void> {
  const words = `array[${WORDS.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
  await db.execute(
    sql.raw(`insert into assets (title, description, type, uploaded_at, view_count, download_count, phash, grid_thumb_key)
      select (${words})[1 + (g * 7) % ${WORDS.length}] || ' ' || (${words})[1 + (g * 13) % ${WORDS.length}] || ' nº ' || g,
        'Material de marketing da rede, peça ' || g,
        (array['image','image','image','pdf','document','psd','other','video'])[1 + g % 8],
        now() - (g || ' minutes')::interval, (g * 37) % 1000, (g * 53) % 500,
        ((g::bigint * 2654435761) % 9223372036854775807), null
      from generate_series(1, ${count}) g`),
  );
  await db.execute(sql`insert into asset_categories (asset_id, category_id)
    select a.id, c.id from (select id, row_number() over (order by id) n from assets) a
    join (select id, row_number() over (order by slug) n from categories where parent_id is not null) c
      on c.n = 1 + a.n % 50
    on conflict do nothing`);
  await db.execute(sql`insert into asset_tags (asset_id, tag_id)
    select a.id, t.id from (select id, row_number() over (order by id) n from assets) a
    join (select id, row_number() over (order by name) n from tags) t on t.n in (1 + a.n % 40, 1 + (a.n * 7) % 40)
    on conflict do nothing`);
  await refreshTaxonomyText(db, sql`true`);
  await db.execute(sql`analyze`);
}
