/**
 * Issue 38's start and memory rows, as an operator meets them: `npm start` on a built checkout
 * (migrations already applied) until `/api/ready` answers 200, then the server's resident memory
 * once it has sat idle. The process measured is the server's own (`node scripts/built.mjs main`,
 * which runs dist/server in-process); npm, which waits for it, is reported beside it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort, repoRoot } from '../helpers/server-process';
import { memoryOf, waitForQuietMachine } from './machine';
import type { Results } from './results';
import { createStore, type RungStore } from './server';
import { median, sleep } from './stats';

/** How long an instance sits with no request before its idle memory is read. */
const IDLE_MS = 15_000;
/** How often /api/ready is asked while the server starts. */
const POLL_MS = 10;

export interface StartResult {
  readyMs: number;
  /** Resident memory of the server process after IDLE_MS with no request, in MB. */
  idleRssMb: number;
  /** npm's own process, which stays to wait for the server. */
  npmRssMb: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** The pids below `pid` (its children, theirs, ...), from /proc. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const listed = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (listed) children = children.concat(listed.split(/\s+/).map(Number));
    }
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** The server's process under `npm start`: the node process that runs scripts/built.mjs. */
function serverPid(npmPid: number): number | undefined {
  return descendants(npmPid).find((pid) => {
    try {
      // `node scripts/built.mjs main`, not the shell npm runs it through (`sh -c "node scripts/…"`).
      const [, script] = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return script?.endsWith('scripts/built.mjs') ?? false;
    } catch {
      return false;
    }
  });
}

/**
 * One `npm start` on `store`, timed from the spawn to the first 200 of /api/ready; then idle for
 * IDLE_MS and its memory read; then stopped (SIGTERM to the process group, as a service manager does).
 */
export async function timeStart(store: RungStore, env: Record<string, string> = {}): Promise<StartResult> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: store.dataDir,
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    let readyMs: number | undefined;
    for (let waited = 0; waited < 120_000; waited += POLL_MS) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ready) {
        readyMs = performance.now() - started;
        break;
      }
      if (child.exitCode !== null) break;
      await sleep(POLL_MS);
    }
    if (readyMs === undefined) throw new Error(`npm start did not get ready: ${stderr}`);
    await sleep(IDLE_MS);
    const pid = serverPid(child.pid!);
    if (!pid) throw new Error('npm start: no server process found under npm');
    return { readyMs, idleRssMb: mb(memoryOf(pid).rss), npmRssMb: mb(memoryOf(child.pid!).rss) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await Promise.race([exited, sleep(30_000)]);
  }
}

/**
 * `runs` starts one after the other (the first of them not counted when it applied migrations):
 * the median start and the median idle memory.
 */
export async function timeStarts(
  store: RungStore,
  runs: number,
): Promise<StartResult & { starts: number[] }> {
  const results: StartResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await timeStart(store));
  return {
    readyMs: median(results.map((r) => r.readyMs)),
    idleRssMb: median(results.map((r) => r.idleRssMb)),
    npmRssMb: median(results.map((r) => r.npmRssMb)),
    starts: results.map((r) => Math.round(r.readyMs)),
  };
}

/** Starts timed one after the other on each store: the first start of a store is not (migrations). */
const STARTS = 3;

/**
 * `start.ready_ms.pglite` and `memory.idle_rss_mb.pglite`: an empty library, migrated by a first
 * start that is not counted.
 */
export async function measureEmptyStart(results: Results): Promise<void> {
  const store = await createStore('pglite');
  try {
    await (await store.open()).close();
    await waitForQuietMachine('start, empty library');
    const starts = await timeStarts(store, STARTS);
    addStartRows(results, 'pglite', starts, 'empty library');
  } finally {
    await store.remove();
  }
}

/**
 * A rung's start rows on its library, before its server starts: `start.ready_ms.postgres` and
 * `memory.idle_rss_mb.postgres` on PostgreSQL, the `_100k`-suffixed rows on PGlite.
 */
export async function measureRungStart(results: Results, store: RungStore, id: string): Promise<void> {
  await waitForQuietMachine(`${id} start`);
  const starts = await timeStarts(store, STARTS);
  // `id` is `pglite.100k`: PostgreSQL's 100k rows carry the names, the others their size.
  const suffix = id === 'postgres.100k' ? 'postgres' : id.replace('.', '_');
  addStartRows(results, suffix, starts, `${id} library`);
}

function addStartRows(
  results: Results,
  suffix: string,
  starts: StartResult & { starts: number[] },
  what: string,
): void {
  results.add(
    `start.ready_ms.${suffix}`,
    starts.readyMs,
    'ms',
    `npm start to /api/ready 200, ${what}, median of ${starts.starts.join(', ')} ms`,
  );
  results.add(
    `memory.idle_rss_mb.${suffix}`,
    starts.idleRssMb,
    'MB',
    `server process ${IDLE_MS / 1000} s after ready; npm beside it ${starts.npmRssMb.toFixed(0)} MB`,
  );
}

/** How long a server is left alone after a load before its memory is read (issue 38: "within a minute"). */
const SETTLE_MS = 60_000;

/** `memory.after_load_rss_mb.<rung>`: the server's resident set a minute after the load ended. */
export async function measureAfterLoad(results: Results, pid: number, on: string): Promise<void> {
  const atEnd = mb(memoryOf(pid).rss);
  await sleep(SETTLE_MS);
  results.add(
    `memory.after_load_rss_mb.${on}`,
    mb(memoryOf(pid).rss),
    'MB',
    `${SETTLE_MS / 1000} s after the load; ${atEnd.toFixed(0)} MB as it ended`,
  );
}
