import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export interface QuietGateOptions {
  /** The share of the event loop's time spent working above which the server counts as busy. */
  busyAbove?: number;
  /** How long one look at the event loop lasts. */
  windowMs?: number;
  /** The longest a caller waits, busy or not: background work still moves on a loaded server. */
  maxWaitMs?: number;
  /** How busy the event loop was over the next `ms` (tests give their own). */
  look?: (ms: number) => Promise<number>;
}

/** The event loop's utilization over the next `ms`: the share of that time it spent working. */
async function lookAtEventLoop(ms: number): Promise<number> {
  const start = performance.eventLoopUtilization();
  await sleep(ms, undefined, { ref: false });
  return performance.eventLoopUtilization(start).utilization;
}

/**
 * Background work that takes a core (reading a file's words) waits here for the server to be quiet:
 * until a look at the event loop finds it busy at most `busyAbove` of the time, or `maxWaitMs` at the
 * most. On a 2-core machine the OCR's CPU, even in the idle class, was taken from the searches that
 * ran beside it (docs/performance.md, issue 39); a server answering a crowd reads its files slower
 * instead. Resolves with how long it waited.
 */
export function createQuietGate({
  busyAbove = 0.6,
  windowMs = 100,
  maxWaitMs = 30_000,
  look = lookAtEventLoop,
}: QuietGateOptions = {}): () => Promise<number> {
  return async () => {
    let waited = 0;
    while (waited < maxWaitMs) {
      const busy = await look(windowMs);
      waited += windowMs;
      if (busy <= busyAbove) break;
    }
    return waited;
  };
}
