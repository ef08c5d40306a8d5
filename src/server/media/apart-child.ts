import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** util-linux's chrt, which sets a process's scheduling class. */
const CHRT = '/usr/bin/chrt';

/**
 * How a helper process yields the CPU to the server: `low` at nice 19, where it still takes a share
 * of a busy machine (an upload's thumbnails keep coming under a search load); `idle` in Linux's
 * SCHED_IDLE class besides, where any server thread that wakes takes the core from it at once (at
 * nice 19 a helper runs out its slice first, and a batch of posters read beside a search load cost the
 * searches throughput and their slowest answers) and it runs on what the server leaves.
 */
export type CpuClass = 'low' | 'idle';

/**
 * Every thread of this process at the lowest priority, and in the idle class when `cpu` asks, before
 * any library starts one: on Linux a nice value and a class are a thread's, and the threads made later
 * (libuv's pool, libvips' workers, OCR worker threads) take their maker's. Elsewhere, the process's
 * nice value.
 */
function yieldTheCpu(cpu: CpuClass): void {
  try {
    for (const tid of fs.readdirSync('/proc/self/task')) os.setPriority(Number(tid), 19);
  } catch {
    os.setPriority(19);
  }
  if (cpu !== 'idle' || process.platform !== 'linux' || !fs.existsSync(CHRT)) return;
  try {
    execFileSync(CHRT, ['--idle', '--all-tasks', '--pid', '0', String(process.pid)], { stdio: 'ignore' });
  } catch {
    // A kernel or sandbox that refuses the class: nice 19 alone.
  }
}

/**
 * The loop of a process started by apart-process.ts: each message is one call, answered with
 * `handle`'s reply under the call's id. `handle` turns the failures it knows into replies; anything
 * else becomes `{ ok: false, message }`. The server gone, so is its helper.
 */
export function serveApart<Request extends { id: number }>(
  handle: (request: Request) => Promise<Record<string, unknown>>,
  { cpu = 'low' }: { cpu?: CpuClass } = {},
): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('this module runs as a child process of the server (apart-process.ts)');
  yieldTheCpu(cpu);
  process.on('message', async (request: Request) => {
    let reply: Record<string, unknown>;
    try {
      reply = await handle(request);
    } catch (error) {
      reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    send({ ...reply, id: request.id });
  });
  process.on('disconnect', () => process.exit(0));
  send({ id: 0, ok: true });
}
