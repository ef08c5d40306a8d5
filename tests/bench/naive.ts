/**
 * The naive way, for comparison: every request selects every row with its categories and tags in one
 * query, folds accents and filters in JavaScript, sorts, and cuts the page by offset. It runs in the
 * harness's own process against the same database, on an evenly spaced subset of the mix
 * (BENCH_NAIVE_SAMPLES, default 40 of the 199 steps: every group is represented), one pass.
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../src/server/platform/db/client';
import { PAGE_SIZE, type Step } from './search-mix';
import { median, percentile } from './stats';

interface Row {
  id: string;
  title: string;
  description: string;
  type: string;
  at: number;
  view_count: number;
  download_count: number;
  cats: string[] | null;
  tags: string[] | null;
  names: string | null;
}

const ALL_ROWS = sql`
  select a.id, a.title, a.description, a.type, (extract(epoch from a.uploaded_at) * 1000)::float8 as at,
    a.view_count, a.download_count, c.slugs as cats, t.slugs as tags,
    concat_ws(' ', c.names, t.names) as names
  from assets a
  left join lateral (
    select array_agg(c.slug) || array_agg(coalesce(g.slug, c.slug)) as slugs,
      string_agg(c.name || ' ' || coalesce(g.name, ''), ' ') as names
    from asset_categories ac join categories c on c.id = ac.category_id
    left join categories g on g.id = c.parent_id where ac.asset_id = a.id) c on true
  left join lateral (
    select array_agg(t.slug) as slugs, string_agg(t.name, ' ') as names
    from asset_tags at join tags t on t.id = at.tag_id where at.asset_id = a.id) t on true`;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every query word is the start of some word of the text; the score weighs title matches. */
function score(row: Row, words: string[]): number {
  const title = wordsOf(row.title);
  const rest = wordsOf(`${row.description} ${row.names ?? ''}`);
  let total = 0;
  for (const word of words) {
    const inTitle = title.some((w) => w.startsWith(word));
    if (!inTitle && !rest.some((w) => w.startsWith(word))) return 0;
    total += inTitle ? 3 : 1;
  }
  return total;
}

function dayBound(value: string | null, endOfDay: boolean): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(value) ? time + 86_400_000 : time;
}

/** One request the naive way: the page as JSON, with the per-type counts the app also returns. */
export async function naiveSearch(db: Database, step: Step): Promise<string> {
  const rows = await queryRows<Row>(db, ALL_ROWS);
  const p = new URLSearchParams(step.params);
  const words = wordsOf(p.get('q') ?? '');
  const cats = p.get('categories')?.split(',');
  const tags = p.get('tags')?.split(',');
  const types = p.get('types')?.split(',');
  const from = dayBound(p.get('from'), false);
  const to = dayBound(p.get('to'), true);
  const scores = new Map<string, number>();
  const matching = rows.filter((row) => {
    if (row.type === 'video') return false;
    if (cats && !row.cats?.some((c) => cats.includes(c))) return false;
    if (tags && !row.tags?.some((t) => tags.includes(t))) return false;
    if (from !== undefined && row.at < from) return false;
    if (to !== undefined && row.at >= to) return false;
    if (words.length) {
      const s = score(row, words);
      if (s === 0) return false;
      scores.set(row.id, s);
    }
    return true;
  });
  const typeCounts: Record<string, number> = {};
  for (const row of matching) typeCounts[row.type] = (typeCounts[row.type] ?? 0) + 1;
  const found = types ? matching.filter((row) => types.includes(row.type)) : matching;
  const sort = p.get('sort') ?? (words.length ? 'relevance' : 'newest');
  const key: Record<string, (r: Row) => number> = {
    newest: (r) => -r.at,
    oldest: (r) => r.at,
    popular: (r) => -r.view_count,
    downloads: (r) => -r.download_count,
    relevance: (r) => -(scores.get(r.id) ?? 0),
  };
  const by = key[sort] ?? key.newest!;
  found.sort((a, b) => by(a) - by(b) || b.at - a.at || (a.id < b.id ? 1 : -1));
  const items = found.slice(step.page * PAGE_SIZE, (step.page + 1) * PAGE_SIZE);
  return JSON.stringify({ items, total: found.length, typeCounts });
}

export interface NaiveTiming {
  samples: number;
  p50: number;
  p95: number;
}

/** Positions in the mix of the steps the naive way runs: `count` of them, evenly spaced. */
export function naiveSubset(steps: Step[], count = Number(process.env.BENCH_NAIVE_SAMPLES ?? 40)): number[] {
  const every = Math.max(1, Math.ceil(steps.length / count));
  return steps.flatMap((_, i) => (i % every === 0 ? [i] : []));
}

export async function timeNaive(db: Database, steps: Step[]): Promise<NaiveTiming> {
  await naiveSearch(db, steps[0]!);
  const samples: number[] = [];
  for (const step of steps) {
    const start = performance.now();
    await naiveSearch(db, step);
    samples.push(performance.now() - start);
  }
  return { samples: samples.length, p50: median(samples), p95: percentile(samples, 95) };
}
