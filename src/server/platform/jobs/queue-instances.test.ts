import { describe, expect, it } from 'vitest';
import { queueSuite } from '../../../../tests/helpers/job-queues';
import type { Queue } from './queue';

/**
 * Two app instances on one database (on PostgreSQL each with its own connections): their queues,
 * on their own timers, share the jobs out and never run one twice (issue 39).
 */
const s = queueSuite();

describe('job queues of two instances on one database', () => {
  it('run every job exactly once between them, each with its own concurrency', async () => {
    const runs = new Map<number, string[]>();
    let running = 0;
    let most = 0;
    const worker = (queue: Queue, name: string) =>
      queue.handle<{ n: number }>('reader', {
        concurrency: 4,
        run: async ({ n }) => {
          running += 1;
          most = Math.max(most, running);
          runs.set(n, [...(runs.get(n) ?? []), name]);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
          running -= 1;
        },
      });
    const a = s.queue({ timers: true, pollMs: 5 });
    const b = s.queue({ timers: true, pollMs: 5, on: s.otherInstance });
    worker(a, 'a');
    worker(b, 'b');
    const total = 300;
    await a.enqueueMany(
      'reader',
      Array.from({ length: total }, (_, n) => ({ payload: { n } })),
    );
    await expect
      .poll(async () => (await a.counts('reader')).done, { timeout: 60_000, interval: 50 })
      .toBe(total);

    expect(runs.size).toBe(total);
    const twice = [...runs].filter(([, by]) => by.length !== 1);
    expect(twice).toEqual([]);
    const byA = [...runs.values()].filter(([by]) => by === 'a').length;
    expect(byA).toBeGreaterThan(0);
    expect(byA).toBeLessThan(total);
    expect(most).toBeLessThanOrEqual(8);
    expect(await a.counts()).toEqual({ pending: 0, running: 0, done: total, failed: 0 });
  });

  it('runs a job added here at once, without waiting for the next poll', async () => {
    const queue = s.queue({ timers: true, pollMs: 60_000 });
    const ran: number[] = [];
    queue.handle('reader', { run: async () => void ran.push(Date.now()) });
    // The first poll (on its timer) is a minute away: only the enqueue can wake the queue.
    const added = Date.now();
    await queue.enqueue('reader');
    await expect.poll(() => ran.length, { timeout: 5_000, interval: 10 }).toBe(1);
    expect(ran[0]! - added).toBeLessThan(2_000);
  });

  it('wakes for a job added to run shortly, and for a retry, at their time', async () => {
    const queue = s.queue({ timers: true, pollMs: 60_000, retryBaseMs: 20 });
    let tries = 0;
    queue.handle('reader', {
      run: async () => {
        tries += 1;
        if (tries < 3) throw new Error('ainda não');
      },
    });
    await queue.enqueue('reader', {}, { delayMs: 30 });
    await expect.poll(() => tries, { timeout: 5_000, interval: 10 }).toBe(3);
    await expect.poll(async () => (await queue.counts()).done, { timeout: 5_000, interval: 10 }).toBe(1);
  });
});
