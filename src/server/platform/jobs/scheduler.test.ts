import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScheduler } from './scheduler';

function recordingLog() {
  const errors: Array<{ object: unknown; message: string }> = [];
  return { errors, error: (object: unknown, message: string) => errors.push({ object, message }) };
}

/** A job whose runs the test ends by hand: `finish()` resolves the oldest run in progress. */
function manualJob() {
  const pending: Array<() => void> = [];
  let calls = 0;
  return {
    run: () => {
      calls += 1;
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    get calls() {
      return calls;
    },
    finish: () => pending.shift()?.(),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduler', () => {
  it('runs a job shortly after start, then every interval', async () => {
    vi.useFakeTimers();
    const scheduler = createScheduler({ log: recordingLog(), firstRunDelayMs: 1_000 });
    const run = vi.fn(async () => {});
    scheduler.every('sweep', 60_000, run);

    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(4);
    await scheduler.stop();
  });

  it('never overlaps a run of the same job: the next interval counts from the end of a slow run', async () => {
    vi.useFakeTimers();
    const scheduler = createScheduler({ log: recordingLog(), firstRunDelayMs: 0 });
    const job = manualJob();
    scheduler.every('slow', 1_000, job.run);

    await vi.advanceTimersByTimeAsync(0);
    expect(job.calls).toBe(1);
    // Ten intervals pass while the first run is still going: no second run starts.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(job.calls).toBe(1);
    // Asked to run now meanwhile, it waits for the same run instead of starting another.
    let manualDone = false;
    const manual = scheduler.runNow('slow').then(() => {
      manualDone = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(job.calls).toBe(1);
    expect(manualDone).toBe(false);

    job.finish();
    await manual;
    expect(manualDone).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(job.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(job.calls).toBe(2);
    job.finish();
    await scheduler.stop();
  });

  it('logs a failing run and keeps the job on schedule', async () => {
    vi.useFakeTimers();
    const log = recordingLog();
    const scheduler = createScheduler({ log, firstRunDelayMs: 10 });
    let calls = 0;
    scheduler.every('flaky', 100, async () => {
      calls += 1;
      if (calls === 1) throw new Error('banco indisponível');
    });

    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toBe(1);
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0]!.message).toBe('job flaky failed');
    expect(log.errors[0]!.object).toMatchObject({
      job: 'flaky',
      err: expect.objectContaining({ message: 'banco indisponível' }),
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toBe(2);
    expect(log.errors).toHaveLength(1);
    // runNow does not throw either.
    await expect(scheduler.runNow('flaky')).resolves.toBeUndefined();
    await scheduler.stop();
  });

  it('counts the finished runs and failures of each job, and whether one is running (for the metrics)', async () => {
    const scheduler = createScheduler({ log: recordingLog(), timers: false });
    const slow = manualJob();
    let calls = 0;
    scheduler.every('flaky', 100, async () => {
      calls += 1;
      if (calls === 2) throw new Error('banco indisponível');
    });
    scheduler.every('slow', 100, slow.run);
    for (let i = 0; i < 3; i += 1) await scheduler.runNow('flaky');
    const running = scheduler.runNow('slow');
    expect(scheduler.stats()).toEqual([
      { name: 'flaky', runs: 3, failures: 1, running: false },
      { name: 'slow', runs: 0, failures: 0, running: true },
    ]);
    slow.finish();
    await running;
    expect(scheduler.stats()[1]).toEqual({ name: 'slow', runs: 1, failures: 0, running: false });
    await scheduler.stop();
  });

  it('stops every job, waiting for a run in progress, and runs nothing afterwards', async () => {
    vi.useFakeTimers();
    const scheduler = createScheduler({ log: recordingLog(), firstRunDelayMs: 0 });
    const busy = manualJob();
    const idle = vi.fn(async () => {});
    scheduler.every('busy', 1_000, busy.run);
    scheduler.every('idle', 500, idle);
    await vi.advanceTimersByTimeAsync(0);
    expect(busy.calls).toBe(1);
    expect(idle).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    busy.finish();
    await stopping;
    expect(stopped).toBe(true);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(busy.calls).toBe(1);
    expect(idle).toHaveBeenCalledTimes(1);
    await scheduler.runNow('idle');
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('with timers off, runs a job only when asked', async () => {
    vi.useFakeTimers();
    const scheduler = createScheduler({ log: recordingLog(), firstRunDelayMs: 0, timers: false });
    const run = vi.fn(async () => {});
    scheduler.every('sweep', 100, run);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).not.toHaveBeenCalled();
    await scheduler.runNow('sweep');
    expect(run).toHaveBeenCalledTimes(1);
    expect(scheduler.names).toEqual(['sweep']);
    expect(() => scheduler.every('sweep', 100, run)).toThrow(/already scheduled/);
    await expect(scheduler.runNow('nenhum')).rejects.toThrow(/no job named/);
  });

  it('keeps no timer holding the process open (real timers)', async () => {
    // Every timer the scheduler arms, caught as it is made: each must be unref'd. (Counting the
    // worker's active timers instead counted the test runner's own, which come and go under load.)
    const armed: NodeJS.Timeout[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      callback: () => void,
      ms?: number,
    ) => {
      const timer = realSetTimeout(callback, ms);
      if (new Error().stack?.includes('scheduler.ts')) armed.push(timer);
      return timer;
    }) as typeof setTimeout);
    const scheduler = createScheduler({ log: recordingLog(), firstRunDelayMs: 5 });
    const runs: number[] = [];
    try {
      scheduler.every('real', 20, async () => {
        runs.push(Date.now());
      });
      await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3), {
        timeout: 10_000,
        interval: 10,
      });
    } finally {
      spy.mockRestore();
    }
    expect(armed.length).toBeGreaterThanOrEqual(3);
    expect(armed.map((timer) => timer.hasRef())).toEqual(armed.map(() => false));
    await scheduler.stop();
    const after = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs.length).toBe(after);
  });
});
