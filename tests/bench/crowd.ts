/**
 * The crowds of the mixed load and the soak (issue 38): autocannon in a child process each
 * (crowd-client.ts), started together and stopped when the scenario says, and the health probe,
 * which counts its failures as well as its latencies (every client of the mix is judged by them).
 */
import { fork } from 'node:child_process';
import { repoRoot } from '../helpers/server-process';
import type { BenchServer } from './server';
import { percentile } from './stats';

export interface CrowdRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
}

export interface CrowdOptions {
  base: string;
  cookie: string;
  /** Each connection cycles through them in order. */
  requests: CrowdRequest[];
  connections: number;
  /** The crowd stops by itself after this long, or earlier when told. */
  maxSeconds: number;
  /** A request slower than this is a timeout (load-client.ts's 10 s). */
  timeoutSeconds: number;
  /** Requests per second over all connections; unpaced when absent. */
  rate?: number;
}

export interface CrowdResult {
  total: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  /** Transport errors (refused, reset), timeouts aside. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
}

export interface Crowd {
  /** Resolves once autocannon has started its connections. */
  started: Promise<void>;
  /** Tells the crowd to stop (if it has not yet) and resolves with its summary. */
  stop(): Promise<CrowdResult>;
  /** The summary, whenever the crowd ends. */
  result: Promise<CrowdResult>;
}

export function startCrowd(
  server: BenchServer,
  options: Omit<CrowdOptions, 'base' | 'cookie' | 'timeoutSeconds'> & { timeoutSeconds?: number },
): Crowd {
  if (options.requests.length === 0) throw new Error('a crowd needs at least one request');
  const child = fork('tests/bench/crowd-client.ts', [], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const result = new Promise<CrowdResult>((resolve, reject) => {
    child.on('message', (message) => {
      if (message === 'started') markStarted();
      else resolve(message as CrowdResult);
    });
    // 'close', not 'exit': the summary sent just before exiting has been read by then.
    child.once('close', (code) => reject(new Error(`crowd client exited ${code}: ${stderr}`)));
  });
  // A crowd that dies before it starts must not leave its caller waiting for the start.
  const startedOrFailed = Promise.race([started, result.then(() => {})]);
  const message: CrowdOptions = {
    base: server.base,
    cookie: server.cookie,
    timeoutSeconds: 10,
    ...options,
  };
  child.send(message);
  return {
    started: startedOrFailed,
    result,
    stop() {
      if (child.connected) child.send('stop');
      return result;
    },
  };
}

export interface ProbeResult {
  samples: number;
  p99: number;
  max: number;
  /** Probes that failed: no answer within 10 s, a refused connection, or a status other than 200. */
  failures: number;
}

/**
 * GET /api/health every `everyMs` from the harness (another client than the crowds), whether or not
 * the previous one has answered: a stalled server shows as many slow probes, not as one.
 */
export function startProbe(base: string, everyMs = 100): { stop(): Promise<ProbeResult> } {
  const latencies: number[] = [];
  let failures = 0;
  const pending = new Set<Promise<void>>();
  const probe = async () => {
    const start = performance.now();
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status !== 200) failures++;
    } catch {
      failures++;
    }
    latencies.push(performance.now() - start);
  };
  const timer = setInterval(() => {
    const one = probe().finally(() => pending.delete(one));
    pending.add(one);
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return {
        samples: latencies.length,
        p99: percentile(latencies, 99),
        max: Math.max(...latencies),
        failures,
      };
    },
  };
}

/** Every failed request of a crowd: transport errors, timeouts and answers other than 2xx. */
export function failuresOf(crowd: CrowdResult): number {
  return crowd.errors + crowd.timeouts + crowd.non2xx;
}
