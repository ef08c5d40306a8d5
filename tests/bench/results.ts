import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../helpers/server-process';

export type Op = '<=' | '>=';

export interface Result {
  id: string;
  value: number;
  unit: string;
  target: number | null;
  op: Op | null;
  met: boolean | null;
  /** What the figure is, for the table (not in results.json's required fields, kept as a hint). */
  note?: string;
}

/** The targets of issue 13 ("## Targets"): the rows `npm run bench` is judged by. */
export const TARGETS: Record<string, { target: number; op: Op; unit: string }> = {
  'search.pglite.100k.p95_ms': { target: 30, op: '<=', unit: 'ms' },
  'search.postgres.100k.p95_ms': { target: 20, op: '<=', unit: 'ms' },
  'search.postgres.1m.p95_ms': { target: 50, op: '<=', unit: 'ms' },
  'search.postgres.100k.naive_ratio_p95': { target: 50, op: '>=', unit: '×' },
  'load.postgres.search.rps': { target: 500, op: '>=', unit: 'req/s' },
  'load.postgres.search.p99_ms': { target: 200, op: '<=', unit: 'ms' },
  'load.pglite.search.rps': { target: 150, op: '>=', unit: 'req/s' },
  'load.pglite.search.timeouts': { target: 0, op: '<=', unit: 'requests' },
  'load.pglite.health_p99_ms': { target: 50, op: '<=', unit: 'ms' },
  'ingest.images_per_s': { target: 10, op: '>=', unit: 'images/s' },
  'ingest.vs_sharp_alone': { target: 1.1, op: '<=', unit: '×' },
  'upload.rss_growth_mb': { target: 150, op: '<=', unit: 'MB' },
  'web.signin_js_kb': { target: 150, op: '<=', unit: 'KB' },
  'web.gallery_390_kb': { target: 600, op: '<=', unit: 'KB' },
  'web.first_thumbnail_4g_ms': { target: 1500, op: '<=', unit: 'ms' },
  'stamp.render_stories_ms': { target: 300, op: '<=', unit: 'ms' },
  'stamp.stored_hit_ms': { target: 20, op: '<=', unit: 'ms' },
};

export class Results {
  readonly rows: Result[] = [];

  /** A row; the issue's target applies when the id is one of TARGETS. */
  add(id: string, value: number, unit: string, note?: string): void {
    const goal = TARGETS[id];
    const met = goal ? (goal.op === '<=' ? value <= goal.target : value >= goal.target) : null;
    this.rows.push({
      id,
      value: Number(value.toFixed(value >= 100 ? 0 : 2)),
      unit: goal?.unit ?? unit,
      target: goal?.target ?? null,
      op: goal?.op ?? null,
      met,
      ...(note ? { note } : {}),
    });
    const mark = met === null ? '' : met ? ' ✓' : ` ✗ (target ${goal!.op} ${goal!.target})`;
    console.info(`  ${id} = ${this.rows.at(-1)!.value} ${unit}${mark}`);
  }

  missed(): Result[] {
    return this.rows.filter((r) => r.met === false);
  }

  print(header: string): void {
    console.info(`\n${header}\n`);
    console.info('| metric | value | target | met |');
    console.info('| --- | ---: | ---: | :---: |');
    for (const r of this.rows) {
      const target = r.target === null ? '' : `${r.op} ${r.target}`;
      const met = r.met === null ? '' : r.met ? 'yes' : 'NO';
      console.info(`| ${r.id}${r.note ? ` (${r.note})` : ''} | ${r.value} ${r.unit} | ${target} | ${met} |`);
    }
    const targeted = Object.keys(TARGETS);
    const absent = targeted.filter((id) => !this.rows.some((r) => r.id === id));
    if (absent.length) console.info(`\nNot measured in this run: ${absent.join(', ')}`);
  }

  async write(): Promise<string> {
    const file = path.join(repoRoot, 'bench', 'results.json');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, `${JSON.stringify(this.rows, null, 2)}\n`);
    return file;
  }
}
