import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deferred, queueSuite } from '../../../../tests/helpers/job-queues';
import { ERROR_MAX_CHARS, retryDelayMs } from './job-failure';
import { JobFailure } from './queue';

/** The durable queue (issue 39): adding, running, retrying and listing jobs, on the test's database. */
const s = queueSuite();

describe('job queue', () => {
  it('runs an added job with its payload once, and marks it done', async () => {
    const queue = s.queue();
    const seen: unknown[] = [];
    queue.handle<{ assetId: string }>('text.extract', {
      run: async (payload, job) => {
        seen.push({ payload, attempt: job.attempts, kind: job.kind, key: job.key });
      },
    });
    expect(await queue.enqueue('text.extract', { assetId: 'a1' })).toBe(true);
    expect((await s.rows())[0]).toMatchObject({ status: 'pending', attempts: 0 });

    expect(await queue.runUntilIdle()).toBe(1);
    expect(seen).toEqual([{ payload: { assetId: 'a1' }, attempt: 1, kind: 'text.extract', key: null }]);
    expect(await s.rows()).toEqual([
      expect.objectContaining({
        kind: 'text.extract',
        status: 'done',
        attempts: 1,
        error: null,
        lockedBy: null,
      }),
    ]);
    expect(await queue.runUntilIdle()).toBe(0);
    expect(queue.stats()).toEqual([{ name: 'text.extract', runs: 1, failures: 0, running: false }]);
  });

  it('keeps one open job per kind and key, and takes the key again once that job has ended', async () => {
    const queue = s.queue();
    let runs = 0;
    queue.handle('text.extract', {
      run: async () => {
        runs += 1;
      },
    });
    expect(await queue.enqueue('text.extract', { n: 1 }, { key: 'asset-1' })).toBe(true);
    expect(await queue.enqueue('text.extract', { n: 2 }, { key: 'asset-1' })).toBe(false);
    // Another kind, or no key, is another job.
    expect(await queue.enqueue('text.other', {}, { key: 'asset-1' })).toBe(true);
    expect(await queue.enqueue('text.extract', {})).toBe(true);
    expect(await queue.enqueue('text.extract', {})).toBe(true);
    expect(
      await queue.enqueueMany('text.extract', [
        { key: 'asset-1' },
        { key: 'asset-2', payload: { n: 3 } },
        { key: 'asset-2' },
      ]),
    ).toBe(1);
    expect((await s.rows()).length).toBe(5);

    await queue.runUntilIdle();
    expect(runs).toBe(4);
    expect(await queue.enqueue('text.extract', { n: 4 }, { key: 'asset-1' })).toBe(true);
  });

  it('adds thousands of jobs in a few statements', async () => {
    const queue = s.queue();
    const items = Array.from({ length: 5_200 }, (_, n) => ({ key: `k${n}`, payload: { n } }));
    expect(await queue.enqueueMany('bulk', items)).toBe(5_200);
    expect(await queue.enqueueMany('bulk', items.slice(0, 10))).toBe(0);
    expect(await queue.counts('bulk')).toEqual({ pending: 5_200, running: 0, done: 0, failed: 0 });
  });

  it('runs as many jobs of a kind at once as its concurrency, each once', async () => {
    const queue = s.queue();
    let running = 0;
    let most = 0;
    const ran: number[] = [];
    queue.handle<{ n: number }>('bulk', {
      concurrency: 3,
      run: async ({ n }) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 2));
        ran.push(n);
        running -= 1;
      },
    });
    await queue.enqueueMany(
      'bulk',
      Array.from({ length: 12 }, (_, n) => ({ payload: { n } })),
    );
    expect(await queue.runUntilIdle()).toBe(12);
    expect(most).toBe(3);
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, n) => n));
  });

  it('retries a failing job with backoff, then ends it as failed with the last error after 3 tries', async () => {
    const queue = s.queue({ retryBaseMs: 60_000 });
    let tries = 0;
    queue.handle('flaky', {
      run: async () => {
        tries += 1;
        throw new Error(`armazenamento indisponível (${tries})`);
      },
    });
    await queue.enqueue('flaky');
    await queue.runUntilIdle();
    expect(tries).toBe(1);
    // The retry waits 60 s ± 20 %: nothing is due now.
    const [waiting] = await s.rows();
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: 'armazenamento indisponível (1)',
    });
    expect(waiting!.dueInMs).toBeGreaterThan(45_000);
    expect(waiting!.dueInMs).toBeLessThan(75_000);
    expect(await queue.runUntilIdle()).toBe(0);

    const quick = s.queue({ retryBaseMs: 0 });
    await queue.stop();
    quick.handle('flaky', {
      run: async () => {
        tries += 1;
        throw new Error(`armazenamento indisponível (${tries})`);
      },
    });
    await s.database.db.execute(sql`update jobs set run_at = now() where status = 'pending'`);
    expect(await quick.runUntilIdle()).toBe(2);
    expect(await s.rows()).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 3, error: 'armazenamento indisponível (3)' }),
    ]);
    expect(await quick.runUntilIdle()).toBe(0);
    expect(s.log.lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'job flaky failed after 3 attempts',
    ]);
  });

  it('waits 4× longer before each next try, ±20 %', () => {
    expect(retryDelayMs(1, 30_000, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(2, 30_000, () => 0.5)).toBe(120_000);
    expect(retryDelayMs(3, 30_000, () => 0.5)).toBe(480_000);
    expect(retryDelayMs(1, 30_000, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, 30_000, () => 1)).toBe(36_000);
  });

  it('ends a job at once on a JobFailure, and keeps at most 1000 characters of an error', async () => {
    const queue = s.queue();
    let tries = 0;
    queue.handle<{ long?: boolean }>('reader', {
      run: async ({ long }) => {
        tries += 1;
        if (long) throw new Error('x'.repeat(5_000));
        throw new JobFailure('O arquivo não pôde ser lido.');
      },
    });
    await queue.enqueue('reader', {}, { key: 'permanent' });
    await queue.enqueue('reader', { long: true }, { key: 'long', maxAttempts: 1 });
    await queue.runUntilIdle();
    expect(tries).toBe(2);
    const [permanent, long] = await s.rows();
    expect(permanent).toMatchObject({ status: 'failed', attempts: 1, error: 'O arquivo não pôde ser lido.' });
    expect(long).toMatchObject({ status: 'failed', attempts: 1 });
    expect(long!.error).toHaveLength(ERROR_MAX_CHARS);
    expect(s.log.lines.map((line) => line.level)).toEqual(['warn', 'error']);
  });

  it('runs nothing before its time, nor kinds it has no handler for', async () => {
    const queue = s.queue();
    let runs = 0;
    queue.handle('later', {
      run: async () => {
        runs += 1;
      },
    });
    await queue.enqueue('later', {}, { runAt: new Date(Date.now() + 60_000) });
    await queue.enqueue('later', {}, { delayMs: 60_000 });
    await queue.enqueue('nobody', {});
    expect(await queue.runUntilIdle()).toBe(0);
    await queue.enqueue('later', {}, { runAt: new Date(Date.now() - 1_000) });
    expect(await queue.runUntilIdle()).toBe(1);
    expect(runs).toBe(1);
    expect(await queue.counts()).toEqual({ pending: 3, running: 0, done: 1, failed: 0 });
  });

  it('lists jobs newest first by kind and status, and counts them per status', async () => {
    const queue = s.queue();
    const gate = deferred();
    queue.handle<{ fail?: boolean; wait?: boolean }>('a', {
      run: async ({ fail, wait }) => {
        if (wait) await gate.promise;
        if (fail) throw new JobFailure('falhou');
      },
      concurrency: 3,
    });
    await queue.enqueue('a', {});
    await queue.enqueue('a', { fail: true });
    await queue.enqueue('b', {});
    await queue.enqueue('a', { wait: true });
    const idle = queue.runUntilIdle();
    await expect.poll(async () => (await queue.counts('a')).running).toBe(1);

    const all = await queue.list({ limit: 10 });
    expect(all.map((job) => [job.kind, job.status])).toEqual([
      ['a', 'running'],
      ['b', 'pending'],
      ['a', 'failed'],
      ['a', 'done'],
    ]);
    expect(all[2]).toMatchObject({ error: 'falhou', attempts: 1 });
    expect(all[2]!.finishedAt).toBeInstanceOf(Date);
    expect(all[1]!.finishedAt).toBeNull();
    expect((await queue.list({ kind: 'a', status: 'done', limit: 10 })).length).toBe(1);
    expect((await queue.list({ limit: 2 })).map((job) => job.kind)).toEqual(['a', 'b']);
    expect(await queue.counts('a')).toEqual({ pending: 0, running: 1, done: 1, failed: 1 });
    expect(await queue.counts()).toEqual({ pending: 1, running: 1, done: 1, failed: 1 });
    gate.resolve();
    await idle;
  });

  it('deletes jobs that ended long ago, and keeps the rest', async () => {
    const queue = s.queue();
    queue.handle<{ fail?: boolean }>('old', {
      run: async ({ fail }) => {
        if (fail) throw new JobFailure('falhou');
      },
    });
    await queue.enqueue('old', {});
    await queue.enqueue('old', { fail: true });
    await queue.runUntilIdle();
    await queue.enqueue('old', {}, { delayMs: 60_000 });
    expect(await queue.prune({ doneMs: 60_000, failedMs: 60_000 })).toBe(0);
    expect(await queue.prune({ doneMs: 0, failedMs: 60_000 })).toBe(1);
    expect(await queue.counts('old')).toEqual({ pending: 1, running: 0, done: 0, failed: 1 });
  });
});
