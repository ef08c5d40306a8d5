import { spawn } from 'node:child_process';
import { repoRoot } from '../helpers/server-process';
import type { CrowdResult } from './crowd';
import type { BenchServer } from './server';
import { percentile, sleep } from './stats';

export interface LoadResult
  extends Pick<CrowdResult, 'total' | 'p50' | 'p99' | 'max' | 'errors' | 'timeouts' | 'non2xx'> {
  rps: number;
  /** GET /api/health every 100 ms during the load, from the harness (another client than autocannon). */
  health: { samples: number; p99: number; max: number };
}

/**
 * autocannon in a child process: `connections` clients for `duration` s over the rotating `urls`, as
 * fast as they are answered or, with `rate`, that many requests a second in all (a paced load: its
 * latencies count from when each request was due, autocannon's correction for coordinated omission).
 */
function autocannonProcess(options: object): Promise<Omit<LoadResult, 'health'>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/load-client.ts', JSON.stringify(options)],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      err += String(chunk);
    });
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load client exited ${code}: ${err}`));
      else resolve(JSON.parse(out));
    });
  });
}

/**
 * Starts a GET /api/health every 100 ms, whether or not the previous one has answered (a stalled
 * server shows as many slow probes, not as one), until `done` settles; returns their latencies.
 */
async function probeHealth(base: string, done: Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  const inFlight: Promise<void>[] = [];
  const probe = async () => {
    const start = performance.now();
    try {
      await (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
    } catch {}
    samples.push(performance.now() - start);
  };
  const timer = setInterval(() => inFlight.push(probe()), 100);
  await done;
  clearInterval(timer);
  await Promise.all(inFlight);
  return samples;
}

export interface LoadOptions {
  connections?: number;
  duration?: number;
  /** Requests per second in all; none: a closed loop, each connection asking again once answered. */
  rate?: number;
}

export async function runLoad(
  server: BenchServer,
  urls: string[],
  { connections = 50, duration = 10, rate }: LoadOptions = {},
): Promise<LoadResult> {
  const load = autocannonProcess({
    base: server.base,
    cookie: server.cookie,
    urls,
    connections,
    duration,
    rate,
  });
  // The probe starts when the load does (the client process takes a moment to start: skip that).
  await sleep(1500);
  const samples = await probeHealth(
    server.base,
    load.catch(() => {}),
  );
  const result = await load;
  return {
    ...result,
    health: { samples: samples.length, p99: percentile(samples, 99), max: Math.max(...samples) },
  };
}
