import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deferred, queueSuite } from '../../../../tests/helpers/job-queues';
import type { Queue } from './queue';
import { createScheduler } from './scheduler';

/**
 * The sweeps as turns of the durable queue: one open turn per sweep however many instances share
 * the database, the next queued an interval after one ends, `runNow` for tests.
 */
const s = queueSuite();

function errorLog() {
  const errors: Array<{ object: unknown; message: string }> = [];
  return { errors, error: (object: unknown, message: string) => void errors.push({ object, message }) };
}

function schedulerOn(queue: Queue, options: { firstRunDelayMs?: number; timers?: boolean } = {}) {
  const log = errorLog();
  return { log, scheduler: createScheduler({ log, queue, firstRunDelayMs: 0, ...options }) };
}

const turns = async () =>
  (await s.rows()).map(({ kind, key, status, error, dueInMs }) => ({ kind, key, status, error, dueInMs }));

describe('scheduler', () => {
  it("queues a sweep's first turn shortly after start, and the next one an interval after a turn ends", async () => {
    const queue = s.queue();
    const { scheduler } = schedulerOn(queue, { firstRunDelayMs: 2_000 });
    let runs = 0;
    scheduler.every('sweep', 60_000, async () => {
      runs += 1;
    });
    await expect.poll(async () => (await s.rows()).length).toBe(1);
    const [first] = await turns();
    expect(first).toMatchObject({ kind: 'sweep:sweep', key: 'sweep', status: 'pending' });
    expect(first!.dueInMs).toBeGreaterThan(1_000);
    expect(first!.dueInMs).toBeLessThanOrEqual(2_000);
    expect(await queue.runUntilIdle()).toBe(0);

    await s.database.db.execute(sql`update jobs set run_at = now() where status = 'pending'`);
    expect(await queue.runUntilIdle()).toBe(1);
    expect(runs).toBe(1);
    const [ended, next] = await turns();
    expect(ended).toMatchObject({ status: 'done', error: null });
    expect(next).toMatchObject({ kind: 'sweep:sweep', key: 'sweep', status: 'pending' });
    expect(next!.dueInMs).toBeGreaterThan(59_000);
    expect(await queue.runUntilIdle()).toBe(0);
  });

  it('keeps one open turn per sweep across instances, and runs each turn in one of them', async () => {
    const first = s.queue();
    const second = s.queue({ on: s.otherInstance });
    let runs = 0;
    const sweep = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    schedulerOn(first).scheduler.every('sweep', 60_000, sweep);
    schedulerOn(second).scheduler.every('sweep', 60_000, sweep);
    await expect.poll(async () => (await first.counts()).pending).toBe(1);
    // A third instance starts: still one turn.
    const third = schedulerOn(s.queue()).scheduler;
    third.every('sweep', 60_000, sweep);
    await third.stop();
    expect((await s.rows()).length).toBe(1);

    const ran = await Promise.all([first.runUntilIdle(), second.runUntilIdle()]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(runs).toBe(1);
    expect((await turns()).map(({ kind, status }) => [kind, status])).toEqual([
      ['sweep:sweep', 'done'],
      ['sweep:sweep', 'pending'],
    ]);
  });

  it('logs a failing run, ends its turn as failed with the reason, and queues the next as usual', async () => {
    const queue = s.queue();
    const { scheduler, log } = schedulerOn(queue);
    scheduler.every('flaky', 60_000, async () => {
      throw new Error('banco indisponível');
    });
    await expect.poll(async () => (await s.rows()).length).toBe(1);
    expect(await queue.runUntilIdle()).toBe(1);
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0]!.message).toBe('job flaky failed');
    expect(log.errors[0]!.object).toMatchObject({
      job: 'flaky',
      err: expect.objectContaining({ message: 'banco indisponível' }),
    });
    const [failed, next] = await turns();
    expect(failed).toMatchObject({ status: 'failed', error: 'banco indisponível' });
    expect(next).toMatchObject({ status: 'pending' });
    // runNow does not throw either.
    await expect(scheduler.runNow('flaky')).resolves.toBeUndefined();
    expect(scheduler.stats()).toEqual([{ name: 'flaky', runs: 2, failures: 2, running: false }]);
  });

  it('never overlaps a run of the same sweep in an instance: runNow waits for the turn in progress', async () => {
    const queue = s.queue();
    const { scheduler } = schedulerOn(queue);
    const gate = deferred();
    let calls = 0;
    scheduler.every('slow', 60_000, async () => {
      calls += 1;
      await gate.promise;
    });
    await expect.poll(async () => (await s.rows()).length).toBe(1);
    const turn = queue.runUntilIdle();
    await expect.poll(() => calls).toBe(1);
    let manualDone = false;
    const manual = scheduler.runNow('slow').then(() => {
      manualDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(1);
    expect(manualDone).toBe(false);
    expect(scheduler.stats()).toEqual([{ name: 'slow', runs: 0, failures: 0, running: true }]);
    gate.resolve();
    await Promise.all([manual, turn]);
    expect(calls).toBe(1);
    expect(scheduler.stats()).toEqual([{ name: 'slow', runs: 1, failures: 0, running: false }]);
  });

  it('with timers off, queues no turn and runs a sweep only when asked', async () => {
    const queue = s.queue();
    const { scheduler } = schedulerOn(queue, { timers: false });
    let runs = 0;
    scheduler.every('sweep', 100, async () => {
      runs += 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await s.rows()).toEqual([]);
    expect(await queue.runUntilIdle()).toBe(0);
    await scheduler.runNow('sweep');
    expect(runs).toBe(1);
    expect(scheduler.names).toEqual(['sweep']);
    expect(() => scheduler.every('sweep', 100, async () => {})).toThrow(/already scheduled/);
    await expect(scheduler.runNow('nenhum')).rejects.toThrow(/no job named/);
  });

  it('stops: waits for a run in progress, then runs nothing more', async () => {
    const queue = s.queue();
    const { scheduler } = schedulerOn(queue, { timers: false });
    const gate = deferred();
    let calls = 0;
    scheduler.every('busy', 100, async () => {
      calls += 1;
      await gate.promise;
    });
    const running = scheduler.runNow('busy');
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stopped).toBe(false);
    gate.resolve();
    await Promise.all([running, stopping]);
    await scheduler.runNow('busy');
    expect(calls).toBe(1);
  });

  it("shows the metrics each sweep by its name and the queue's other kinds", async () => {
    const queue = s.queue();
    const { scheduler } = schedulerOn(queue, { timers: false });
    scheduler.every('sweep', 100, async () => {});
    queue.handle('text.extract', { run: async () => {} });
    await queue.enqueue('text.extract');
    await queue.runUntilIdle();
    await scheduler.runNow('sweep');
    expect(scheduler.allStats()).toEqual([
      { name: 'sweep', runs: 1, failures: 0, running: false },
      { name: 'text.extract', runs: 1, failures: 0, running: false },
    ]);
  });
});
