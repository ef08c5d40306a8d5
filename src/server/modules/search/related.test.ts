import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { queryRows } from '../../platform/db/client';
import { createNeighbourQueries } from './neighbours';
import { source } from './search-sql';

let t: TestApp;
const TODAY = '2026-06-15';
let sample: Array<{ id: string; type: string }> = [];

/**
 * The rule worked out in full, here in TypeScript from every link and every asset the day shows:
 * each asset sharing a link scored, ties newest first (then by id). The repository's answer must be
 * the same, page for page.
 */
async function everyCandidateScored(id: string, type: string, limit: number, day?: string) {
  const links = await queryRows<{ asset: string; link: string; points: number }>(
    t.db,
    sql`select asset_id as asset, 'c' || category_id as link, 3 as points from asset_categories
      union all select asset_id, 't' || tag_id, 2 from asset_tags`,
  );
  const shown = await queryRows<{ id: string; type: string; at: string }>(
    t.db,
    sql`select x.id, x.type, to_char(x.uploaded_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as at
      from ${source(day)} x`,
  );
  const own = new Set(links.filter((l) => l.asset === id).map((l) => l.link));
  const points = new Map<string, number>();
  for (const l of links) {
    if (l.asset !== id && own.has(l.link)) points.set(l.asset, (points.get(l.asset) ?? 0) + Number(l.points));
  }
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return shown
    .filter((asset) => points.has(asset.id))
    .map((asset) => ({ ...asset, score: points.get(asset.id)! + (asset.type === type ? 1 : 0) }))
    .sort((a, b) => b.score - a.score || order(b.at, a.at) || order(a.id, b.id))
    .slice(0, limit)
    .map((asset) => asset.id);
}

const run = (query: SQL) => queryRows(t.db, query);

beforeAll(async () => {
  t = await createTestApp();
  // 240 assets over 3 categories and 4 tags (many ties), four types, a third of them hidden on
  // TODAY (blocked by consent, expired or not yet valid), in a fixed pseudo-random pattern.
  await run(
    sql`insert into tags (name, slug) select 'Etiqueta ' || n, 'etiqueta-' || n from generate_series(1, 4) n`,
  );
  await run(sql`
    insert into assets (title, type, uploaded_at, consent_blocked, valid_until, valid_from, is_external, external_url)
    select 'Peça ' || n,
      (array['image', 'pdf', 'video', 'document'])[1 + (n * 7) % 4],
      timestamptz '2026-01-01' + (n * 37 % 240) * interval '1 hour',
      n % 9 = 0,
      case when n % 7 = 0 and n % 11 <> 0 then date '2026-01-31' end,
      case when n % 11 = 0 then date '2026-12-01' end,
      (n * 7) % 4 = 2,
      case when (n * 7) % 4 = 2 then 'https://youtu.be/dQw4w9WgXcQ' end
    from generate_series(1, 240) n`);
  await run(sql`
    insert into asset_categories (asset_id, category_id)
    select a.id, c.id from (select id, row_number() over (order by title) n from assets) a
      join (select id, row_number() over (order by slug) k from categories where parent_id is null limit 3) c
        on (a.n + c.k) % 3 = 0 or (a.n * c.k) % 5 = 0`);
  await run(sql`
    insert into asset_tags (asset_id, tag_id)
    select a.id, g.id from (select id, row_number() over (order by title) n from assets) a
      join (select id, row_number() over (order by slug) k from tags where slug like 'etiqueta-%') g
        on (a.n * 3 + g.k) % 4 = 0 or (a.n + g.k * 5) % 6 = 0`);
  sample = await queryRows<{ id: string; type: string }>(
    t.db,
    sql`select id, type from assets where title like 'Peça %' order by md5(title) limit 30`,
  );
});

afterAll(async () => {
  await t.close();
});

describe('related assets at scale', () => {
  it('ranks exactly as scoring every candidate, for an admin and for a day that hides a third', async () => {
    const related = createNeighbourQueries(t.db).related;
    let compared = 0;
    for (const { id, type } of sample) {
      for (const day of [undefined, TODAY]) {
        for (const limit of [6, 20]) {
          expect(await related(id, type, limit, day)).toEqual(
            await (async () => {
              const scored = await everyCandidateScored(id, type, limit, day);
              if (scored.length >= limit) return scored;
              // Fewer scored than asked: the newest of the same type fill the page, as the repository does.
              const more = await queryRows<{ id: string }>(
                t.db,
                sql`select a.id from ${source(day)} a where a.type = ${type} and a.id <> ${id}
                  ${scored.length ? sql`and not (a.id = any(${`{${scored.join(',')}}`}::uuid[]))` : sql``}
                  order by a.uploaded_at desc, a.id limit ${limit - scored.length}`,
              );
              return [...scored, ...more.map((r) => r.id)];
            })(),
          );
          compared++;
        }
      }
    }
    expect(compared).toBe(120);
  });

  it('reads further down when the day hides the best-linked: a newer tie that its links score lower still comes first', async () => {
    // X: one category and two tags. Six share all three (5 + 1 for the type: hidden today); six share
    // the two tags only (4, another type, older); one shares the category only (3 + 1 for the type:
    // the same 4, and newer). The first reading stops at links scoring 4: that newest tie lies below.
    const [x] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into assets (title, type) values ('Alvo', 'image') returning id`,
    );
    const made = await queryRows<{ id: string; title: string }>(
      t.db,
      sql`insert into assets (title, type, uploaded_at, consent_blocked)
        select title, type, at, blocked from (values
          ${sql.join(
            [
              ...[1, 2, 3, 4, 5, 6].map(
                (n) =>
                  sql`(${`Tudo ${n}`}, 'image', timestamptz '2026-03-01' + ${n} * interval '1 day', true)`,
              ),
              ...[1, 2, 3, 4, 5, 6].map(
                (n) =>
                  sql`(${`Etiquetas ${n}`}, 'pdf', timestamptz '2026-02-01' + ${n} * interval '1 day', false)`,
              ),
              sql`('Categoria', 'image', timestamptz '2026-04-01', false)`,
            ],
            sql`, `,
          )}) v(title, type, at, blocked) returning id, title`,
    );
    const idOf = (title: string) => made.find((m) => m.title === title)!.id;
    const [category] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from categories where parent_id is null order by slug offset 3 limit 1`,
    );
    const pair = await queryRows<{ id: string }>(
      t.db,
      sql`insert into tags (name, slug) values ('Par 1', 'par-1'), ('Par 2', 'par-2') returning id`,
    );
    const all = [x!.id, ...[1, 2, 3, 4, 5, 6].map((n) => idOf(`Tudo ${n}`))];
    const tagged = [...all, ...[1, 2, 3, 4, 5, 6].map((n) => idOf(`Etiquetas ${n}`))];
    const categorised = [...all, idOf('Categoria')];
    await run(sql`insert into asset_categories (asset_id, category_id)
      select unnest(${`{${categorised.join(',')}}`}::uuid[]), ${category!.id}::uuid`);
    await run(sql`insert into asset_tags (asset_id, tag_id)
      select a, g from unnest(${`{${tagged.join(',')}}`}::uuid[]) a, unnest(${`{${pair.map((p) => p.id).join(',')}}`}::uuid[]) g`);

    const related = await createNeighbourQueries(t.db).related(x!.id, 'image', 6, TODAY);
    expect(related[0]).toBe(idOf('Categoria'));
    expect(related).toEqual(await everyCandidateScored(x!.id, 'image', 6, TODAY));
  });

  it('never answers the asset itself, nor an asset hidden on the day', async () => {
    const related = createNeighbourQueries(t.db).related;
    const hidden = new Set(
      (
        await queryRows<{ id: string }>(
          t.db,
          sql`select id from assets where not (id in (select id from ${source(TODAY)} x))`,
        )
      ).map((r) => r.id),
    );
    expect(hidden.size).toBeGreaterThan(40);
    for (const { id, type } of sample.slice(0, 10)) {
      const ids = await related(id, type, 20, TODAY);
      expect(ids).not.toContain(id);
      expect(ids.filter((x) => hidden.has(x))).toEqual([]);
    }
  });
});
