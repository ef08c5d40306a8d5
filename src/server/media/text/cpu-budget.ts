/**
 * The time one picture's OCR may take (TEXT_LIMITS.ocrTimeoutMs), counted in the CPU time it got
 * rather than on the wall clock. The text process runs at nice 19: on a busy machine a poster read in
 * 0.3 s of CPU may wait a minute for it, and a wall-clock limit failed such files for good (a browser
 * run read a queue of photos that way). The time counted is the process's, shared equally between
 * the pictures read at the time, or the OCR worker's own threads' (`own`, thread-cpu.ts) when that is
 * less: the process's counts whatever else it runs (CI failed a photo read in 1 s of CPU that way).
 * Past `wallMs` the picture is given up for now, not for good: the queue tries it again later.
 */
export type Overrun = 'cpu' | 'wall';

export interface CpuBudgetOptions {
  cpuMs: number;
  wallMs: number;
  /** How many pictures share the process's CPU now (at least this one). */
  sharers: () => number;
  usage?: () => NodeJS.CpuUsage;
  /** The picture's own threads' CPU time, when they are known. */
  own?: () => NodeJS.CpuUsage;
  now?: () => number;
}

/** A check to call now and then: which limit the picture has run past, if any. */
export function cpuBudget({
  cpuMs,
  wallMs,
  sharers,
  usage = process.cpuUsage,
  own,
  now = Date.now,
}: CpuBudgetOptions): () => Overrun | undefined {
  const started = now();
  const ms = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;
  const ownAtStart = own ? ms(own()) : 0;
  let last = usage();
  let shared = 0;
  return () => {
    const current = usage();
    shared += (ms(current) - ms(last)) / Math.max(1, sharers());
    last = current;
    const used = own ? Math.min(shared, ms(own()) - ownAtStart) : shared;
    if (used > cpuMs) return 'cpu';
    return now() - started > wallMs ? 'wall' : undefined;
  };
}
