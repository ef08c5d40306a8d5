import fs from 'node:fs';

/**
 * The CPU time of some of this process's threads, from Linux's /proc (an OCR worker's thread: the
 * process's own time counts every thread, so a picture was charged with whatever else the process
 * ran beside it). Elsewhere, or when /proc cannot be read, nothing: the caller counts the process.
 */

const TASKS = '/proc/self/task';
/** Linux reports thread times in USER_HZ ticks, 100 a second on every architecture Node runs on. */
const TICK_MS = 10;

/** The ids of this process's threads now, or undefined without /proc. */
function threadIds(): Set<string> | undefined {
  try {
    return new Set(fs.readdirSync(TASKS));
  } catch {
    return undefined;
  }
}

/**
 * Runs `start` and returns what it made with the threads that appeared meanwhile (a worker thread's).
 * Starts made at the same time would see each other's threads: the caller makes them one at a time.
 */
export async function withNewThreads<T>(start: () => Promise<T>): Promise<{ made: T; threads: string[] }> {
  const before = threadIds();
  const made = await start();
  const after = threadIds();
  return { made, threads: before && after ? [...after].filter((id) => !before.has(id)) : [] };
}

/** The user and system CPU time of `threads` so far, as process.cpuUsage gives it (µs); undefined when unreadable. */
export function threadsCpuUsage(threads: string[]): NodeJS.CpuUsage | undefined {
  if (threads.length === 0) return undefined;
  let user = 0;
  let system = 0;
  for (const id of threads) {
    let stat: string;
    try {
      stat = fs.readFileSync(`${TASKS}/${id}/stat`, 'utf8');
    } catch {
      // The thread ended (its worker was stopped): it uses nothing more.
      continue;
    }
    // Fields after the name in parentheses (which may hold spaces): state is the 3rd, utime the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    user += Number(fields[11]) * TICK_MS * 1000;
    system += Number(fields[12]) * TICK_MS * 1000;
  }
  return { user, system };
}
