/**
 * The load step of a rung alone, on a library built once and kept, for trying a change out:
 *
 *   npx tsx tests/bench/load-probe.ts pglite|postgres [runs]
 *
 *   PROBE_DIR           where the kept library lives (default /tmp/bdi-load-probe); PostgreSQL's is
 *                       the database `bench_probe` of BENCH_DATABASE_URL's server
 *   PROBE_REBUILD=1     build the library again
 *   PROBE_CPU_PROF=dir  the server writes a V8 CPU profile there when it stops
 *   BENCH_ASSETS        library size (default 100,000)
 *   SEARCH_CACHE_MB     passed to the server (0: every search read from the database)
 *   PROBE_COLD=1        no pass before the load: a just-started server, no counts kept yet
 *   PROBE_MIXED=1       the campaign-launch load (mixed.ts) instead of the load step, with photos
 *                       of seeds of this run's own (each run adds 60 photos and an album)
 *
 * Each run starts the server, passes the load URLs once in order (as the bench's search passes do:
 * counts kept, statements prepared), then 50 connections for 10 s as the bench's load step, and
 * prints one line. Not part of `npm run bench`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/platform/db/client';
import { seedDatabase } from '../../src/server/platform/db/seed';
import { freePort, spawnServer, waitUntilHealthy } from '../helpers/server-process';
import { makePhotos } from './ingest';
import { buildLibrary } from './library';
import { runLoad } from './load';
import { waitForQuietMachine } from './machine';
import { MIXED_PHOTOS, measureMixed } from './mixed';
import { Results } from './results';
import { runPass } from './search';
import { loadUrls, searchMix } from './search-mix';
import { adminQuery, type BenchServer } from './server';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const runs = Number(process.argv[3] ?? 1);
const dir = process.env.PROBE_DIR ?? '/tmp/bdi-load-probe';
const size = Number(process.env.BENCH_ASSETS ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dataDir = path.join(dir, kind);
const account = { name: 'Bench Admin', email: 'bench@rede.com.br', password: 'Banco-de-imagens-2025!' };

function databaseUrl(): string {
  const url = new URL(adminUrl);
  url.pathname = '/bench_probe';
  return url.toString();
}

const admin = (text: string) => adminQuery(adminUrl, text);

async function ensureLibrary(): Promise<void> {
  const marker = path.join(dataDir, `built-${size}`);
  if (fs.existsSync(marker) && process.env.PROBE_REBUILD !== '1') return;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  if (kind === 'postgres') {
    await admin('drop database if exists bench_probe with (force)');
    await admin('create database bench_probe');
  }
  const handle =
    kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: databaseUrl() })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await handle.migrate();
    await seedDatabase(handle.db);
    const started = performance.now();
    await buildLibrary(handle.db, size, (done) => console.info(`  built ${done.toLocaleString('en')}`));
    console.info(`library built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await handle.close();
  }
  fs.writeFileSync(marker, '');
}

/** A session cookie of `who` (registered on first use; the first account is the admin). */
async function signIn(base: string, who: typeof account): Promise<string> {
  const headers = { origin: base, 'content-type': 'application/json' };
  let res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (res.status === 401) {
    res = await fetch(`${base}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify(who) });
  }
  if (!res.ok) throw new Error(`sign-in ${who.email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('bdi_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/**
 * PROBE_DUMP=file: every answer of the whole search mix (cursors followed), as the admin and as a
 * user, one JSON line each, to compare two versions of the server on the same library.
 */
async function dump(server: BenchServer, file: string): Promise<void> {
  const user = { name: 'Bench User', email: 'bench-user@rede.com.br', password: account.password };
  const lines: string[] = [];
  for (const cookie of [server.cookie, await signIn(server.base, user)]) {
    await runPass(async (url) => {
      const res = await fetch(`${server.base}${url}`, { headers: { cookie } });
      const body = await res.text();
      lines.push(`${res.status} ${url} ${body}`);
      return { status: res.status, body };
    }, searchMix());
  }
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  console.info(`dumped ${lines.length} answers to ${file}`);
}

async function start(): Promise<BenchServer> {
  const port = await freePort();
  const profile = process.env.PROBE_CPU_PROF;
  const server = spawnServer(
    port,
    {
      DATA_DIR: dataDir,
      ...(kind === 'postgres' ? { DATABASE_URL: databaseUrl() } : {}),
      ...(process.env.SEARCH_CACHE_MB ? { SEARCH_CACHE_MB: process.env.SEARCH_CACHE_MB } : {}),
    },
    profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  );
  await waitUntilHealthy(server);
  const cookie = await signIn(server.base, account);
  return {
    ...server,
    pid: server.child.pid!,
    cookie,
    ownPage: { origin: server.base },
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}

/** CPU seconds used so far: the whole machine, the server process, every PostgreSQL process. */
function cpu(serverPid: number): { machine: number; server: number; postgres: number } {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  let postgres = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes('(postgres)')) postgres += ticks(stat);
    } catch {}
  }
  const all = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const machine = (all.reduce((a, b) => a + b, 0) - all[3]! - all[4]!) / 100;
  return { machine, server: ticks(fs.readFileSync(`/proc/${serverPid}/stat`, 'utf8')), postgres };
}

await ensureLibrary();
const urls = loadUrls(searchMix());
for (let run = 0; run < runs; run++) {
  const server = await start();
  try {
    for (const url of process.env.PROBE_COLD ? [] : urls) {
      const res = await fetch(`${server.base}${url}`, { headers: { cookie: server.cookie } });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      await res.arrayBuffer();
    }
    if (process.env.PROBE_DUMP) await dump(server, process.env.PROBE_DUMP);
    if (process.env.PROBE_SAMPLE) {
      const res = await fetch(`${server.base}${urls[0]}`, { headers: { cookie: server.cookie } });
      fs.writeFileSync(process.env.PROBE_SAMPLE, await res.text());
    }
    if (process.env.PROBE_PASSES) {
      // Only passes of the load URLs, in order (PROBE_PASSES of them), each timed; no load.
      for (let pass = 0; pass < Number(process.env.PROBE_PASSES); pass++) {
        const started = performance.now();
        for (const url of urls) {
          const res = await fetch(`${server.base}${url}`, { headers: { cookie: server.cookie } });
          await res.arrayBuffer();
        }
        console.info(
          `pass ${pass + 1}: ${((performance.now() - started) / urls.length).toFixed(2)} ms per request`,
        );
      }
      continue;
    }
    if (process.env.PROBE_MIXED) {
      // makePhoto keeps seeds small (its generator is floating point): 3,000-7,900, by the clock.
      const seed = 3000 + (Math.floor(Date.now() / 1000) % 50) * 100;
      const photos = {
        alone: await makePhotos(MIXED_PHOTOS, seed),
        mixed: await makePhotos(MIXED_PHOTOS, seed + MIXED_PHOTOS),
      };
      const results = new Results();
      await measureMixed(server, kind, urls, photos, results);
      results.print(`${kind} mixed run ${run + 1}`);
      continue;
    }
    await waitForQuietMachine(`${kind} load probe`);
    const before = os.loadavg()[0]!;
    const cpuBefore = cpu(server.pid);
    const load = await runLoad(server, urls);
    const cpuAfter = cpu(server.pid);
    const perRequest = (key: keyof typeof cpuBefore) =>
      (((cpuAfter[key] - cpuBefore[key]) * 1000) / load.total).toFixed(2);
    console.info(
      `${kind} run ${run + 1}: ${load.rps.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ` +
        `timeouts ${load.timeouts}, errors ${load.errors + load.non2xx}, health p99 ${load.health.p99.toFixed(1)} ms, ` +
        `load ${before.toFixed(2)} -> ${os.loadavg()[0]!.toFixed(2)}; CPU ms per request: server ${perRequest('server')}, ` +
        `postgres ${perRequest('postgres')}, machine ${perRequest('machine')}`,
    );
    if (load.errors + load.non2xx > 0) console.error(server.stderr().slice(-3000));
  } finally {
    await server.stop();
  }
}
