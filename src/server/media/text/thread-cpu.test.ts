import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { threadsCpuUsage, withNewThreads } from './thread-cpu';

const ms = (usage: NodeJS.CpuUsage | undefined) => ((usage?.user ?? 0) + (usage?.system ?? 0)) / 1000;

/** Keeps this thread busy for `forMs` of the clock. */
function spin(forMs: number): void {
  const until = performance.now() + forMs;
  while (performance.now() < until) {
    // busy
  }
}

describe.runIf(process.platform === 'linux')("a worker thread's own CPU time", () => {
  it("counts the worker's work and not the work of the process's other threads", async () => {
    const { made: worker, threads } = await withNewThreads(async () => {
      const started = new Worker(
        `const { parentPort } = require('node:worker_threads');
         parentPort.on('message', (forMs) => {
           const until = performance.now() + forMs;
           while (performance.now() < until) {}
           parentPort.postMessage('done');
         });`,
        { eval: true },
      );
      await new Promise((resolve) => started.once('online', resolve));
      return started;
    });
    try {
      expect(threads.length).toBeGreaterThan(0);
      const before = ms(threadsCpuUsage(threads));
      // This thread busy: none of it is the worker's.
      spin(400);
      expect(ms(threadsCpuUsage(threads)) - before).toBeLessThan(150);
      // The worker busy: its time counts.
      worker.postMessage(600);
      await new Promise((resolve) => worker.once('message', resolve));
      expect(ms(threadsCpuUsage(threads)) - before).toBeGreaterThan(300);
    } finally {
      await worker.terminate();
    }
  });

  it('knows nothing of threads it was not given, or that ended', () => {
    expect(threadsCpuUsage([])).toBeUndefined();
    expect(threadsCpuUsage(['999999999'])).toEqual({ user: 0, system: 0 });
  });
});
