import { waitForQuietMachine } from './machine';
import { PAGE_SIZE, type Step } from './search-mix';
import { median, percentile } from './stats';

export interface PassResult {
  samples: number[];
  byGroup: Map<string, number[]>;
  /** Steps whose answer had no items (a sanity check of the mix against the library). */
  empty: string[];
}

export interface SearchTiming {
  passes: PassResult[];
  /** Median over the passes of each pass's p50 / p95. */
  p50: number;
  p95: number;
  /** Median over the passes of each group's p50. */
  groupP50: Map<string, number>;
}

/** A signed-in GET of the API; the body is read in full, and anything but 200 fails the run. */
export type Get = (url: string) => Promise<{ status: number; body: string }>;

export function stepUrl(step: Step, cursor?: string): string {
  const parts = [step.params, `limit=${PAGE_SIZE}`, cursor ? `cursor=${encodeURIComponent(cursor)}` : ''];
  return `/api/assets?${parts.filter(Boolean).join('&')}`;
}

/** One pass of the mix in order, each request timed from sending to the last byte of the answer. */
export async function runPass(get: Get, steps: Step[]): Promise<PassResult> {
  const cursors = new Map<string, string | null>();
  const samples: number[] = [];
  const byGroup = new Map<string, number[]>();
  const empty: string[] = [];
  for (const step of steps) {
    let cursor: string | undefined;
    if (step.page > 0) {
      cursor = cursors.get(step.params) ?? undefined;
      if (!cursor) throw new Error(`search mix: no cursor for page ${step.page} of "${step.params}"`);
    }
    const url = stepUrl(step, cursor);
    const start = performance.now();
    const res = await get(url);
    const ms = performance.now() - start;
    if (res.status !== 200)
      throw new Error(`search mix: ${url} answered ${res.status} ${res.body.slice(0, 300)}`);
    const page = JSON.parse(res.body) as { nextCursor: string | null; items: unknown[] };
    cursors.set(step.params, page.nextCursor);
    if (page.items.length === 0) empty.push(url);
    samples.push(ms);
    byGroup.set(step.group, [...(byGroup.get(step.group) ?? []), ms]);
  }
  return { samples, byGroup, empty };
}

/** A warm-up pass (untimed), then `passes` timed passes, each after the machine's load check. */
export async function timeSearch(get: Get, steps: Step[], passes = 3, label = ''): Promise<SearchTiming> {
  const warm = await runPass(get, steps);
  if (warm.empty.length) console.info(`  ${warm.empty.length} steps found nothing: ${warm.empty.join(' ')}`);
  const results: PassResult[] = [];
  for (let i = 0; i < passes; i++) {
    await waitForQuietMachine(`${label} search pass ${i + 1}/${passes}`);
    const pass = await runPass(get, steps);
    console.info(
      `  pass ${i + 1}: p50 ${percentile(pass.samples, 50).toFixed(1)} ms, p95 ${percentile(pass.samples, 95).toFixed(1)} ms`,
    );
    results.push(pass);
  }
  const groupP50 = new Map<string, number>();
  for (const group of results[0]!.byGroup.keys()) {
    groupP50.set(group, median(results.map((r) => percentile(r.byGroup.get(group)!, 50))));
  }
  return {
    passes: results,
    p50: median(results.map((r) => percentile(r.samples, 50))),
    p95: median(results.map((r) => percentile(r.samples, 95))),
    groupP50,
  };
}
