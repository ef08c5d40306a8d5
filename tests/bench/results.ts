import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../helpers/server-process';
import { historyRunSchema, newRunFile, nextRunNumber } from './history';
import { timedLoads } from './machine';

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
  // Issue 40: a personalized 1080×1350 piece over HTTP, made (cold) and read again (cached).
  'templates.render_ms_p95': { target: 400, op: '<=', unit: 'ms' },
  'templates.render_ms_p95_text': { target: 400, op: '<=', unit: 'ms' },
  'templates.render_ms_p95_cached': { target: 400, op: '<=', unit: 'ms' },
  // Issue 38: production as operators run it (`npm start` on a built checkout).
  'start.ready_ms.pglite': { target: 2000, op: '<=', unit: 'ms' },
  'start.ready_ms.pglite_100k': { target: 3000, op: '<=', unit: 'ms' },
  'start.ready_ms.postgres': { target: 3000, op: '<=', unit: 'ms' },
  'memory.idle_rss_mb.pglite': { target: 250, op: '<=', unit: 'MB' },
  'memory.idle_rss_mb.postgres': { target: 150, op: '<=', unit: 'MB' },
  'memory.after_load_rss_mb.pglite': { target: 400, op: '<=', unit: 'MB' },
  'memory.soak_growth_mb': { target: 20, op: '<=', unit: 'MB' },
  'mixed.pglite.search_p99_ratio': { target: 2, op: '<=', unit: '×' },
  'mixed.pglite.health_p99_ms': { target: 50, op: '<=', unit: 'ms' },
  'mixed.pglite.upload_speed_ratio': { target: 0.6, op: '>=', unit: '×' },
  'mixed.pglite.errors': { target: 0, op: '<=', unit: 'requests' },
  'mixed.postgres.search_p99_ratio': { target: 2, op: '<=', unit: '×' },
  'mixed.postgres.health_p99_ms': { target: 50, op: '<=', unit: 'ms' },
  'mixed.postgres.upload_speed_ratio': { target: 0.6, op: '>=', unit: '×' },
  'mixed.postgres.errors': { target: 0, op: '<=', unit: 'requests' },
  // Issue 39: the words drawn on generated posters that the OCR finds, accents folded.
  'text.ocr_word_recall': { target: 0.9, op: '>=', unit: 'share' },
};

/** HEAD's short hash, or undefined outside a git checkout. */
function shortCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

export class Results {
  readonly rows: Result[] = [];
  private readonly started = Date.now();

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
    await this.appendHistory().catch((error: Error) => console.error(`bench/history: ${error.message}`));
    return file;
  }

  /** This run as bench/history/<date>-<commit>.json (`npm run bench:history`); not a BENCH_ASSETS try. */
  private async appendHistory(): Promise<void> {
    if (process.env.BENCH_ASSETS) {
      console.info('BENCH_ASSETS is set: this run is not added to bench/history/');
      return;
    }
    if (!this.rows.length) return;
    const dir = path.join(repoRoot, 'bench', 'history');
    const date = new Date().toISOString().slice(0, 10);
    const commit = shortCommit();
    const rows = Object.fromEntries(this.rows.map((r) => [r.id, r.value]));
    const sharp = rows['ingest.sharp_alone_images_per_s'];
    const [low, high] = [Math.min(...timedLoads), Math.max(...timedLoads)];
    const env = ['BENCH_ONLY', 'BENCH_RUNGS', 'BENCH_WEB', 'BENCH_TEXT'].filter((key) => process.env[key]);
    const run = historyRunSchema.parse({
      run: nextRunNumber(dir),
      date,
      ...(commit ? { commit } : {}),
      command: [...env.map((key) => `${key}=${process.env[key]}`), 'npm run bench'].join(' '),
      minutes: Number(((Date.now() - this.started) / 60_000).toFixed(1)),
      machine: {
        cores: os.availableParallelism(),
        ...(timedLoads.length ? { loadAverage: `${low.toFixed(1)}–${high.toFixed(1)}` } : {}),
        ...(sharp !== undefined ? { sharpAlonePhotosPerSecond: sharp } : {}),
      },
      rows,
    });
    const file = newRunFile(dir, date, commit);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(file, `${JSON.stringify(run, null, 2)}\n`);
    console.info(`Written: ${path.relative(repoRoot, file)}`);
  }
}
