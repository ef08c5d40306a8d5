import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deferred, queueSuite } from '../../../../tests/helpers/job-queues';

/**
 * Jobs outlive the process that queued or ran them (issue 39): pending ones wait in the table, and
 * one whose run was cut short is claimed again when its lease ends (at once on the embedded
 * database, where no other process can be running it), without a late end overwriting the new run.
 */
const s = queueSuite();
const embedded = () => s.database.kind === 'pglite';

/** A job as a dead process left it: running, leased to `holder` until `leaseEndsIn` from now. */
async function leftRunning(
  holder: string,
  { leaseEndsInMs = 3_600_000, attempts = 1, maxAttempts = 3 } = {},
) {
  await s.database.db.execute(
    sql`insert into jobs (kind, status, attempts, max_attempts, locked_by, locked_until)
        values ('reader', 'running', ${attempts}, ${maxAttempts}, ${holder},
                now() + ${leaseEndsInMs}::float8 * interval '1 millisecond')`,
  );
}

describe('job queue across restarts', () => {
  it('keeps pending jobs for the next process, and waits (bounded) for runs in progress when it stops', async () => {
    const first = s.queue();
    await first.enqueue('reader', { n: 1 });
    await first.enqueue('reader', { n: 2 });
    let finished = 0;
    const slow = deferred();
    first.handle<{ n: number }>('reader', {
      run: async ({ n }) => {
        if (n === 1) await slow.promise;
        finished += 1;
      },
    });
    // Claimed one at a time: stopped while the first runs, the queue waits for it, then claims nothing.
    const idle = first.runUntilIdle();
    await expect.poll(async () => (await first.counts()).running).toBe(1);
    const stopping = first.stop();
    slow.resolve();
    await stopping;
    await idle;
    expect(finished).toBe(1);
    expect(await first.counts()).toEqual({ pending: 1, running: 0, done: 1, failed: 0 });

    const next = s.queue();
    next.handle('reader', {
      run: async () => {
        finished += 1;
      },
    });
    expect(await next.runUntilIdle()).toBe(1);
    expect(finished).toBe(2);
  });

  it('claims a job again when the lease of a run cut short ends, and does not let that run overwrite it', async () => {
    const first = s.queue({ stopWaitMs: 10 });
    const stuck = deferred();
    let firstRuns = 0;
    first.handle('reader', {
      leaseMs: 150,
      run: async () => {
        firstRuns += 1;
        await stuck.promise;
      },
    });
    await first.enqueue('reader', {}, { key: 'asset-1' });
    void first.runUntilIdle();
    await expect.poll(async () => (await s.rows())[0]?.status).toBe('running');
    // The process "dies": its run never ends, and stop() gives up waiting for it.
    await first.stop();

    const second = s.queue({ on: s.otherInstance });
    const secondRuns: number[] = [];
    second.handle('reader', {
      run: async (_, job) => {
        secondRuns.push(job.attempts);
      },
    });
    if (embedded()) {
      // One process owns the embedded database: a run of a queue no longer alive is over.
      expect(await second.runUntilIdle()).toBe(1);
    } else {
      expect(await second.runUntilIdle()).toBe(0);
      expect((await s.rows())[0]).toMatchObject({ status: 'running', lockedBy: first.instanceId });
      await expect.poll(() => second.runUntilIdle(), { timeout: 5_000, interval: 50 }).toBe(1);
    }
    expect(secondRuns).toEqual([2]);
    expect((await s.rows())[0]).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });

    // The first run ends at last: its end is not written over the second's.
    stuck.resolve();
    await expect
      .poll(() => s.log.lines.map((line) => line.message))
      .toContain('job reader ended after its lease: another run owns it now');
    expect(firstRuns).toBe(1);
    expect((await s.rows())[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('on the embedded database, takes over at start the jobs a stopped process left running', async () => {
    await leftRunning('old-host:4242:dead');
    const queue = s.queue();
    const runs: number[] = [];
    queue.handle('reader', {
      run: async (_, job) => {
        runs.push(job.attempts);
      },
    });
    const ran = await queue.runUntilIdle();
    if (embedded()) {
      expect(ran).toBe(1);
      expect(runs).toEqual([2]);
      expect((await s.rows())[0]).toMatchObject({ status: 'done', attempts: 2 });
    } else {
      // PostgreSQL may be shared by live instances elsewhere: the lease decides.
      expect(ran).toBe(0);
      expect((await s.rows())[0]).toMatchObject({ status: 'running', lockedBy: 'old-host:4242:dead' });
    }
  });

  it('never takes a job another live queue of this process is running', async () => {
    const first = s.queue();
    const stuck = deferred();
    first.handle('reader', { run: () => stuck.promise });
    await first.enqueue('reader');
    void first.runUntilIdle();
    await expect.poll(async () => (await s.rows())[0]?.status).toBe('running');

    const second = s.queue();
    let secondRuns = 0;
    second.handle('reader', {
      run: async () => {
        secondRuns += 1;
      },
    });
    expect(await second.runUntilIdle()).toBe(0);
    stuck.resolve();
    await expect.poll(async () => (await s.rows())[0]?.status).toBe('done');
    expect(secondRuns).toBe(0);
  });

  it('ends as failed a job whose lease ended on its last attempt, without running it again', async () => {
    await leftRunning('old-host:4242:dead', { leaseEndsInMs: -1_000, attempts: 3, maxAttempts: 3 });
    await leftRunning('old-host:4242:dead', { leaseEndsInMs: -1_000, attempts: 1, maxAttempts: 3 });
    const queue = s.queue();
    let runs = 0;
    queue.handle('reader', {
      run: async () => {
        runs += 1;
      },
    });
    expect(await queue.runUntilIdle()).toBe(1);
    expect(runs).toBe(1);
    const [last, retried] = await s.rows();
    expect(last).toMatchObject({ status: 'failed', attempts: 3, lockedBy: null });
    expect(last!.error).toMatch(/lease expired/);
    expect(retried).toMatchObject({ status: 'done', attempts: 2 });
  });
});
