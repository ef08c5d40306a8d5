import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../../../../tests/helpers/api-suite';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { createSearchRepository } from './search.repository';
import { type TierSizes, tierPlan } from './search-sql';

const s = apiSuite();
const ids: Record<string, string> = {};
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));

beforeAll(async () => {
  // Dates chosen against the tiers: the newest piece only mentions the word in its description.
  ids.titleOld = await insertAsset(s.t.db, 'Natal na clínica', { values: { uploadedAt: day(1) } });
  ids.titleNew = await insertAsset(s.t.db, 'Cartão de Natal', { values: { uploadedAt: day(2) } });
  ids.tagged = await insertAsset(s.t.db, 'Post de dezembro', {
    tags: ['Natal'],
    values: { uploadedAt: day(3) },
  });
  ids.described = await insertAsset(s.t.db, 'Painel da recepção', {
    values: { uploadedAt: day(5), description: 'Feliz natal a todos os pacientes' },
  });
  ids.unrelated = await insertAsset(s.t.db, 'Fachada', { values: { uploadedAt: day(6) } });
});

async function page(query: string) {
  const res = await s.t.app.inject({
    method: 'GET',
    url: `/api/assets?${query}`,
    headers: { cookie: s.admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Array<{ id: string }>; nextCursor: string | null; total: number | null };
}
const names = (items: Array<{ id: string }>) =>
  items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0]);

describe('relevance order', () => {
  it('puts title matches first, then categories and tags, then descriptions; newest first within each', async () => {
    const body = await page('q=natal');
    expect(names(body.items)).toEqual(['titleNew', 'titleOld', 'tagged', 'described']);
    expect(body.total).toBe(4);
  });

  it('needs every word in the title for the first tier', async () => {
    // "cartão natal": both words only in "Cartão de Natal"; no other piece has "cartão" at all.
    expect(names((await page('q=cart%C3%A3o%20natal')).items)).toEqual(['titleNew']);
    // "natal dezembro": the tagged post has "dezembro" in its title and "Natal" as a tag.
    expect(names((await page('q=natal%20dezembro')).items)).toEqual(['tagged']);
  });

  it('pages across the tiers by cursor, in the same order as one long page, without repeats', async () => {
    for (const limit of [1, 2, 3]) {
      const seen: Array<{ id: string }> = [];
      let cursor: string | null = null;
      do {
        const body = await page(
          `q=natal&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        seen.push(...body.items);
        cursor = body.nextCursor;
      } while (cursor && seen.length < 10);
      expect(names(seen), `limit ${limit}`).toEqual(['titleNew', 'titleOld', 'tagged', 'described']);
    }
  });
});

describe('how a page is read', () => {
  it('walks a dense tier, gathers a sparse one, and leaves it to PostgreSQL when nothing was counted', () => {
    // 41 rows wanted among 100,000: a tier of 20,000 is met every 5 rows; one of 100 needs a long walk.
    expect(tierPlan(41, 20_000, 100_000)).toBe('walk');
    expect(tierPlan(41, 100, 100_000)).toBe('gather');
    expect(tierPlan(41, 0, 100_000)).toBe('gather');
    expect(tierPlan(41, undefined, 100_000)).toBe('planner');
  });

  it('gives the same pages whichever way they are read, and skips tiers counted empty', async () => {
    const repo = createSearchRepository(s.t.db);
    const filters = { text: 'natal' };
    const walk: TierSizes = { sizes: [2, 1, 1], rows: 1, exact: true };
    const gather: TierSizes = { sizes: [2, 1, 1], rows: 1_000_000_000, exact: true };
    for (const sort of ['relevance', 'newest', 'oldest', 'popular', 'downloads'] as const) {
      const read = async (tiers?: TierSizes) => {
        const seen: string[] = [];
        let page = await repo.page(filters, sort, 3, undefined, tiers);
        seen.push(...page.ids.slice(0, 3));
        if (page.ids.length > 3 && page.last) {
          const cursor =
            sort === 'relevance'
              ? { s: sort, v: page.last.v as '0' | '1' | '2', t: page.last.t!, id: page.last.id }
              : { s: sort, v: page.last.v, id: page.last.id };
          page = await repo.page(filters, sort, 3, cursor, tiers);
          seen.push(...page.ids);
        }
        return seen;
      };
      const planned = await read();
      expect(planned, sort).toHaveLength(4);
      expect(await read(walk), sort).toEqual(planned);
      expect(await read(gather), sort).toEqual(planned);
    }
    // Counted as empty, the title tier is not read at all: the page starts with the tagged post.
    const skipped = await repo.page(filters, 'relevance', 3, undefined, {
      sizes: [0, 1, 1],
      rows: 1,
      exact: true,
    });
    expect(names(skipped.ids.map((id) => ({ id })))).toEqual(['tagged', 'described']);
    // Counted before the latest change, an empty tier is still read: it may have just gained a match.
    const stale = await repo.page(filters, 'relevance', 3, undefined, {
      sizes: [0, 1, 1],
      rows: 1,
      exact: false,
    });
    expect(names(stale.ids.map((id) => ({ id })))).toEqual(['titleNew', 'titleOld', 'tagged', 'described']);
  });
});
