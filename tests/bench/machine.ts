import fs from 'node:fs';
import os from 'node:os';
import { sleep } from './stats';

const cores = os.availableParallelism();
/** The load above which nothing is timed: the number of cores (BENCH_MAX_LOAD only for trying the harness out). */
const maxLoad = Number(process.env.BENCH_MAX_LOAD ?? cores);
/**
 * How long to wait for a quiet machine before giving up (BENCH_LOAD_WAIT_S, default 300): building
 * the 100,000-asset library leaves the one-minute load above 2 for minutes on a slow 2-core machine,
 * and a minute's wait made a whole run give up there (2026-11-27).
 */
const WAIT_SECONDS = Number(process.env.BENCH_LOAD_WAIT_S ?? 300);

export class BusyMachineError extends Error {}

/** The one-minute load average at each timed pass so far (bench/history's `machine.loadAverage`). */
export const timedLoads: number[] = [];

/**
 * Prints the load average before a timed pass and waits (up to WAIT_SECONDS) while the one-minute
 * load is above the number of cores: figures taken on a busy machine would measure the neighbours.
 */
export async function waitForQuietMachine(what: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const [one, five, fifteen] = os.loadavg() as [number, number, number];
    const line = `load average ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} (${cores} cores)`;
    if (one <= maxLoad) {
      timedLoads.push(one);
      console.info(`[${what}] ${line}`);
      return;
    }
    const waited = (Date.now() - started) / 1000;
    if (waited >= WAIT_SECONDS) {
      throw new BusyMachineError(
        `[${what}] ${line}: still above ${maxLoad} after ${WAIT_SECONDS} s; not timing on a busy machine`,
      );
    }
    console.info(`[${what}] ${line}: waiting for the machine to calm down (${waited.toFixed(0)} s)`);
    await sleep(5000);
  }
}

/** A process's resident set and its peak (VmRSS, VmHWM) in bytes, from /proc. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Resets a process's peak RSS (VmHWM) to its current RSS; false where the kernel does not allow it. */
export function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
