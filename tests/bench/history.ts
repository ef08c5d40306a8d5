/**
 * The benchmark's history as data (issue 37): one JSON file per run under bench/history/, checked
 * with zod, and the markdown tables `npm run bench:history` prints from them. The targets come from
 * tests/bench/results.ts (TARGETS); bench/history/targets.json adds each row's figure when issue 13
 * was filed (`before`) and the targets of rows the harness no longer measures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const rowId = z.string().regex(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/, 'a row id such as search.pglite.100k.p95_ms');
const op = z.enum(['<=', '>=']);

export const historyRunSchema = z
  .object({
    /** The run's number, or a label for a run the doc never numbered ("7-1m-a", "stamp-1"). */
    run: z.union([z.number().int().positive(), z.string().min(1)]),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
    commit: z
      .string()
      .regex(/^[0-9a-f]{7,40}$/, 'a short commit hash')
      .optional(),
    command: z.string().min(1).optional(),
    minutes: z.number().nonnegative().optional(),
    machine: z
      .object({
        cores: z.number().int().positive().optional(),
        /** The one-minute load average while the run timed, as a range ("1.4–2.0"). */
        loadAverage: z.string().min(1).optional(),
        sharpAlonePhotosPerSecond: z.number().positive().optional(),
      })
      .strict(),
    notes: z.string().min(1).optional(),
    rows: z.record(rowId, z.number()).refine((rows) => Object.keys(rows).length > 0, 'no rows'),
  })
  .strict();

export type HistoryRun = z.infer<typeof historyRunSchema>;
export interface HistoryFile {
  file: string;
  run: HistoryRun;
}

export const targetsFileSchema = z.record(
  rowId,
  z
    .object({
      target: z.number().optional(),
      op: op.optional(),
      unit: z.string().optional(),
      /** The figure in issue 13 as it was filed; a string where the issue gave a bound ("≤ 9,000"). */
      before: z.union([z.number(), z.string()]).optional(),
    })
    .strict(),
);

export type TargetsFile = z.infer<typeof targetsFileSchema>;
export type CodeTargets = Record<string, { target: number; op: '<=' | '>='; unit: string }>;

export const TARGETS_FILE = 'targets.json';

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  const name = path.relative(process.cwd(), file);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${name}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${name}: malformed\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** A run's place in its day: its number, or the `<number>-` a label starts with ("7-1m-a" after run 7), else 0. */
function runOrder(run: HistoryRun['run']): number {
  if (typeof run === 'number') return run;
  const lead = /^(\d+)-/.exec(run);
  return lead ? Number(lead[1]) : 0;
}

/** Oldest first: by date, then run number, numbered runs before labelled ones, then file name. */
export function sortRuns(files: HistoryFile[]): HistoryFile[] {
  return [...files].sort(
    (a, b) =>
      a.run.date.localeCompare(b.run.date) ||
      runOrder(a.run.run) - runOrder(b.run.run) ||
      Number(typeof a.run.run === 'string') - Number(typeof b.run.run === 'string') ||
      a.file.localeCompare(b.file),
  );
}

/** Every run file of `dir` (all *.json but targets.json), checked and sorted oldest first. */
export function readHistory(dir: string): HistoryFile[] {
  if (!fs.existsSync(dir)) throw new Error(`${dir}: no such directory`);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== TARGETS_FILE)
    .map((f) => ({ file: f, run: readJson(path.join(dir, f), historyRunSchema) }));
  const seen = new Map<string, string>();
  for (const { file, run } of files) {
    const label = String(run.run);
    const other = seen.get(label);
    if (other) throw new Error(`${file}: run "${label}" is also the run of ${other}`);
    seen.set(label, file);
  }
  return sortRuns(files);
}

/**
 * targets.json merged with the code's TARGETS, which win; a target or op in the file that disagrees
 * with the code is an error (the file was not updated when the code was).
 */
export function readTargets(dir: string, code: CodeTargets): TargetsFile {
  const file = path.join(dir, TARGETS_FILE);
  const kept = fs.existsSync(file) ? readJson(file, targetsFileSchema) : {};
  const merged: TargetsFile = { ...kept };
  for (const [id, goal] of Object.entries(code)) {
    const entry = kept[id];
    if (entry && (entry.target !== goal.target || entry.op !== goal.op)) {
      throw new Error(
        `${path.relative(process.cwd(), file)}: ${id} is ${entry.op} ${entry.target}, but tests/bench/results.ts says ` +
          `${goal.op} ${goal.target}: update targets.json`,
      );
    }
    merged[id] = { ...entry, target: goal.target, op: goal.op, unit: goal.unit };
  }
  return merged;
}

const label = (run: HistoryRun) => (typeof run.run === 'number' ? `run ${run.run}` : run.run);

function met(value: number | undefined, goal: TargetsFile[string] | undefined): string {
  if (value === undefined || goal?.target === undefined || !goal.op) return '';
  return (goal.op === '<=' ? value <= goal.target : value >= goal.target) ? 'yes' : '**no**';
}

const targetCell = (goal: TargetsFile[string] | undefined) =>
  goal?.target === undefined || !goal.op ? '' : `${goal.op} ${goal.target}`;

/** Row ids in the order of the targets (the code's first), then the others alphabetically. */
function rowOrder(ids: Iterable<string>, targets: TargetsFile): string[] {
  const all = new Set(ids);
  const targeted = Object.keys(targets).filter((id) => all.has(id));
  const rest = [...all].filter((id) => !(id in targets)).sort();
  return [...targeted, ...rest];
}

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** metric | before | each run | target | met (latest run): every row any run or the issue recorded. */
export function historyTable(files: HistoryFile[], targets: TargetsFile): string {
  const runs = files.map((f) => f.run);
  const latest = runs.at(-1);
  const ids = rowOrder(
    [
      ...runs.flatMap((r) => Object.keys(r.rows)),
      ...Object.keys(targets).filter((id) => targets[id]?.before !== undefined),
    ],
    targets,
  );
  const lines = [
    row(['metric', 'before', ...runs.map(label), 'target', `met (${latest ? label(latest) : 'latest'})`]),
    row(['---', '---:', ...runs.map(() => '---:'), '---:', ':---:']),
  ];
  for (const id of ids) {
    const goal = targets[id];
    lines.push(
      row([
        `\`${id}\``,
        goal?.before === undefined ? '' : String(goal.before),
        ...runs.map((r) => (r.rows[id] === undefined ? '' : String(r.rows[id]))),
        targetCell(goal),
        met(latest?.rows[id], goal),
      ]),
    );
  }
  return lines.join('\n');
}

/** The latest run against the targets: its rows, then the targets (of `current`) it did not measure. */
export function latestTable(
  files: HistoryFile[],
  targets: TargetsFile,
  current = Object.keys(targets),
): string {
  const latest = files.at(-1)?.run;
  if (!latest) return 'No runs in the history.';
  const about = [
    label(latest),
    latest.date,
    latest.commit,
    latest.command && `\`${latest.command}\``,
    latest.machine.loadAverage && `load average ${latest.machine.loadAverage}`,
    latest.machine.sharpAlonePhotosPerSecond !== undefined &&
      `sharp alone ${latest.machine.sharpAlonePhotosPerSecond} photos/s`,
  ].filter(Boolean);
  const lines = [
    `Latest: ${about.join(', ')}`,
    '',
    row(['metric', 'value', 'target', 'met']),
    row(['---', '---:', '---:', ':---:']),
  ];
  for (const id of rowOrder(Object.keys(latest.rows), targets)) {
    const goal = targets[id];
    const unit = goal?.unit ? ` ${goal.unit}` : '';
    lines.push(row([`\`${id}\``, `${latest.rows[id]}${unit}`, targetCell(goal), met(latest.rows[id], goal)]));
  }
  const absent = current.filter((id) => !(id in latest.rows));
  if (absent.length) lines.push('', `Not measured in this run: ${absent.join(', ')}`);
  return lines.join('\n');
}

/** The next run's number: one past the highest numbered run (files that do not parse are skipped). */
export function nextRunNumber(dir: string): number {
  let highest = 0;
  for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!f.endsWith('.json') || f === TARGETS_FILE) continue;
    try {
      const { run } = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { run?: unknown };
      if (typeof run === 'number' && run > highest) highest = run;
    } catch {
      // A malformed file is `npm run bench:history`'s to report, not the bench's.
    }
  }
  return highest + 1;
}

/** `<date>-<commit>.json` in `dir`, with -2, -3… when that day's commit already has a run. */
export function newRunFile(dir: string, date: string, commit: string | undefined): string {
  const base = `${date}-${commit ?? 'unknown'}`;
  let file = path.join(dir, `${base}.json`);
  for (let n = 2; fs.existsSync(file); n++) file = path.join(dir, `${base}-${n}.json`);
  return file;
}
