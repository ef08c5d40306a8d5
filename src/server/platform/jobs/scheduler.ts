import { failureMessage, JobFailure } from './job-failure';
import type { JobStats, Queue } from './queue';

export type { JobStats } from './queue';

/** What the scheduler logs with: Fastify's logger, or anything with its `error`. */
export interface SchedulerLog {
  error(object: unknown, message: string): void;
}

export interface SchedulerOptions {
  log: SchedulerLog;
  /** The durable queue the sweeps' turns are jobs of. */
  queue: Pick<Queue, 'handle' | 'enqueue' | 'stats'>;
  /**
   * How long after `every()` a sweep first runs when it has no turn waiting (at most its interval):
   * "shortly after start", so a sweep missed while the server was down happens at once, but not in
   * the middle of starting.
   */
  firstRunDelayMs?: number;
  /**
   * False: sweeps are registered but no turn is queued, so they run only through `runNow` (tests,
   * where a sweep firing on its own would make results depend on timing).
   */
  timers?: boolean;
}

const SWEEP_PREFIX = 'sweep:';

/** The queue's kind of a sweep's turns (`GET /api/jobs?kind=sweep:consent-ends`). */
export const sweepKind = (name: string) => `${SWEEP_PREFIX}${name}`;

type Outcome = { failed: false } | { failed: true; error: unknown };

interface Job {
  run: () => Promise<unknown>;
  /** The run in progress, if any: a sweep never overlaps itself within an instance. */
  running?: Promise<Outcome>;
  /** Runs finished since start, failed ones included (read by the metrics at scrape time). */
  runs: number;
  failures: number;
}

/**
 * Periodic sweeps (consents expiring, campaigns starting) as turns of the durable queue: a sweep's
 * turn is a job of kind `sweep:<name>` keyed by its name, so however many instances share the
 * database one turn is open at a time and one instance runs it; when a turn ends (a failure is
 * logged and ends it too), the next is queued `intervalMs` later. Each instance that starts queues a
 * turn shortly from now if none is waiting (a sweep missed while every server was down runs at once,
 * as the waiting turn is due already). `runNow` runs a sweep directly, for tests.
 *
 * A turn may still run twice (its instance died mid-run and the lease ended): a sweep must be safe
 * to run again (the notifications' unique index makes "tell each person once" hold).
 */
export function createScheduler({ log, queue, firstRunDelayMs = 2_000, timers = true }: SchedulerOptions) {
  const jobs = new Map<string, Job>();
  const queueing = new Set<Promise<unknown>>();
  let stopped = false;

  function runJob(name: string, job: Job): Promise<Outcome> {
    if (job.running) return job.running;
    if (stopped) return Promise.resolve({ failed: false });
    const running = (async (): Promise<Outcome> => {
      try {
        await job.run();
        return { failed: false };
      } catch (error) {
        job.failures += 1;
        log.error({ err: error, job: name }, `job ${name} failed`);
        return { failed: true, error };
      }
    })().finally(() => {
      job.runs += 1;
      job.running = undefined;
    });
    job.running = running;
    return running;
  }

  function stats(): JobStats[] {
    return [...jobs].map(([name, job]) => ({
      name,
      runs: job.runs,
      failures: job.failures,
      running: job.running !== undefined,
    }));
  }

  function queueFirstTurn(name: string, intervalMs: number): void {
    const kind = sweepKind(name);
    const queued = queue
      .enqueue(kind, {}, { key: name, delayMs: Math.min(firstRunDelayMs, intervalMs) })
      .catch((error) => log.error({ err: error, job: name }, `job ${name}: its turn could not be queued`))
      .finally(() => queueing.delete(queued));
    queueing.add(queued);
  }

  return {
    /** Runs `run` shortly from now and then every `intervalMs` (measured from the end of a run). */
    every(name: string, intervalMs: number, run: () => Promise<unknown>): void {
      if (jobs.has(name)) throw new Error(`job ${name} is already scheduled`);
      if (!(intervalMs > 0)) throw new Error(`job ${name}: interval must be positive`);
      const job: Job = { run, runs: 0, failures: 0 };
      jobs.set(name, job);
      queue.handle(sweepKind(name), {
        repeatEveryMs: intervalMs,
        run: async () => {
          const outcome = await runJob(name, job);
          // Logged above: the turn ends as failed, and the next one is queued as after a success.
          if (outcome.failed) throw new JobFailure(failureMessage(outcome.error));
        },
      });
      if (timers && !stopped) queueFirstTurn(name, intervalMs);
    },

    /**
     * Runs a job now and resolves when it has finished (errors logged, not thrown); when it is
     * already running in this instance, waits for that run instead of starting another.
     */
    async runNow(name: string): Promise<void> {
      const job = jobs.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      await runJob(name, job);
    },

    get names(): string[] {
      return [...jobs.keys()];
    },

    stats,

    /**
     * The metrics' jobs: each sweep by its name, then the queue's other kinds (a sweep's turns are
     * counted once, here).
     */
    allStats(): JobStats[] {
      const others = queue.stats().filter((kind) => !kind.name.startsWith(SWEEP_PREFIX));
      return [...stats(), ...others];
    },

    /** Runs nothing more and waits for the runs in progress (stop the queue first: it runs the turns). */
    async stop(): Promise<void> {
      stopped = true;
      await Promise.all([...queueing]);
      await Promise.all([...jobs.values()].map((job) => job.running));
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
