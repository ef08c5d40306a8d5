import fs from 'node:fs';
import os from 'node:os';

/**
 * Every thread of this process at the lowest priority, before any library starts one: on Linux a
 * nice value is a thread's, and the threads made later (libuv's pool, libvips' workers, OCR worker
 * threads) take their maker's. Elsewhere, the process's.
 */
function yieldTheCpu(): void {
  try {
    for (const tid of fs.readdirSync('/proc/self/task')) os.setPriority(Number(tid), 19);
  } catch {
    os.setPriority(19);
  }
}

/**
 * The loop of a process started by apart-process.ts: each message is one call, answered with
 * `handle`'s reply under the call's id. `handle` turns the failures it knows into replies; anything
 * else becomes `{ ok: false, message }`. The server gone, so is its helper.
 */
export function serveApart<Request extends { id: number }>(
  handle: (request: Request) => Promise<Record<string, unknown>>,
): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('this module runs as a child process of the server (apart-process.ts)');
  yieldTheCpu();
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
