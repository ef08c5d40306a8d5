/**
 * One crowd of the mixed load or the soak, run as its own process by crowd.ts (like load-client.ts:
 * it shares an event loop with neither the server nor the harness). autocannon cycles through the
 * crowd's requests until the parent sends 'stop' or `maxSeconds` pass. Options and the summary
 * travel over the IPC channel: a crowd's request list can outgrow a command-line argument (128 KB).
 */
import autocannon from 'autocannon';
import type { CrowdOptions, CrowdResult } from './crowd';

/** The part of autocannon's run this uses: its promise, stop() and 'start' (autocannon.d.ts types the promise only). */
interface Tracker
  extends Promise<{
    requests: { total: number };
    latency: { p50: number; p99: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }> {
  stop(): void;
  once(event: 'start', listener: () => void): void;
}
const run = autocannon as unknown as (options: object) => Tracker;

process.once('message', async (options: CrowdOptions) => {
  const started = performance.now();
  const tracker = run({
    url: options.base,
    connections: options.connections,
    duration: options.maxSeconds,
    timeout: options.timeoutSeconds,
    headers: { cookie: options.cookie },
    requests: options.requests,
    // A paced crowd (the soak): requests per second over all connections.
    ...(options.rate ? { overallRate: options.rate } : {}),
  });
  tracker.once('start', () => process.send?.('started'));
  process.on('message', (message) => {
    if (message === 'stop') tracker.stop();
  });
  const result = await tracker;
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
  );
  const summary: CrowdResult = {
    total: result.requests.total,
    seconds: (performance.now() - started) / 1000,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    // autocannon counts a timeout as an error too: here `errors` are the others (refused, reset).
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
  process.send?.(summary, () => process.disconnect());
});
