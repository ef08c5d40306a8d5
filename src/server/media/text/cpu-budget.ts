/**
 * The time one picture's OCR may take (TEXT_LIMITS.ocrTimeoutMs), counted in the CPU time it got
 * rather than on the wall clock. The text process runs at nice 19: on a busy machine a poster read in
 * 0.3 s of CPU may wait a minute for it, and a wall-clock limit failed such files for good (a browser
 * run read a queue of photos that way). `usage` is the OCR worker's own threads where they are known
 * (thread-cpu.ts), else the process's, shared equally between the pictures read at the time. Past
 * `wallMs` the picture is given up for now, not for good: the queue tries it again later.
 */
export type Overrun = 'cpu' | 'wall';

export interface CpuBudgetOptions {
  cpuMs: number;
  wallMs: number;
  /** How many pictures share the process's CPU now (at least this one). */
  sharers: () => number;
  usage?: () => NodeJS.CpuUsage;
  now?: () => number;
}

/** A check to call now and then: which limit the picture has run past, if any. */
export function cpuBudget({
  cpuMs,
  wallMs,
  sharers,
  usage = process.cpuUsage,
  now = Date.now,
}: CpuBudgetOptions): () => Overrun | undefined {
  const started = now();
  let last = usage();
  let used = 0;
  return () => {
    const current = usage();
    used += (current.user - last.user + current.system - last.system) / 1000 / Math.max(1, sharers());
    last = current;
    if (used > cpuMs) return 'cpu';
    return now() - started > wallMs ? 'wall' : undefined;
  };
}
