/** What the scheduler logs with: Fastify's logger, or anything with its `error`. */
export interface SchedulerLog {
  error(object: unknown, message: string): void;
}

export interface SchedulerOptions {
  log: SchedulerLog;
  /**
   * How long after `every()` a job first runs (at most its interval): "shortly after start", so a
   * sweep missed while the server was down happens at once, but not in the middle of starting.
   */
  firstRunDelayMs?: number;
  /**
   * False: jobs are registered but never run on a timer, only through `runNow` (tests, where a
   * sweep firing on its own would make results depend on timing).
   */
  timers?: boolean;
}

interface Job {
  intervalMs: number;
  run: () => Promise<unknown>;
  timer?: NodeJS.Timeout;
  /** The run in progress, if any: a job never overlaps itself. */
  running?: Promise<void>;
  /** Runs finished since start, failed ones included (read by the metrics at scrape time). */
  runs: number;
  failures: number;
}

/** What a job has done since the process started: `GET /api/metrics` shows it per job. */
export interface JobStats {
  name: string;
  runs: number;
  failures: number;
  running: boolean;
}

/**
 * A tiny periodic-job runner for sweeps (consents expiring, campaigns starting): each job runs
 * shortly after it is registered, then `intervalMs` after the previous run *ended* (so a slow run
 * never overlaps the next); a failure is logged and the job runs again at its next turn. Timers are
 * unref'd (they never keep the process alive) and `stop()` ends them and waits for runs in progress.
 *
 * Every app process runs its own sweeps: a sweep must be safe to run twice at once on the same
 * database (the notifications' unique index makes "tell each person once" hold).
 */
export function createScheduler({ log, firstRunDelayMs = 2_000, timers = true }: SchedulerOptions) {
  const jobs = new Map<string, Job>();
  let stopped = false;

  function schedule(name: string, job: Job, delayMs: number) {
    if (stopped || !timers) return;
    job.timer = setTimeout(() => {
      job.timer = undefined;
      void runJob(name, job).then(() => schedule(name, job, job.intervalMs));
    }, delayMs);
    job.timer.unref();
  }

  function runJob(name: string, job: Job): Promise<void> {
    if (job.running) return job.running;
    if (stopped) return Promise.resolve();
    const running = (async () => {
      try {
        await job.run();
      } catch (error) {
        job.failures += 1;
        log.error({ err: error, job: name }, `job ${name} failed`);
      }
    })().finally(() => {
      job.runs += 1;
      job.running = undefined;
    });
    job.running = running;
    return running;
  }

  return {
    /** Runs `run` shortly from now and then every `intervalMs` (measured from the end of a run). */
    every(name: string, intervalMs: number, run: () => Promise<unknown>): void {
      if (jobs.has(name)) throw new Error(`job ${name} is already scheduled`);
      if (!(intervalMs > 0)) throw new Error(`job ${name}: interval must be positive`);
      const job: Job = { intervalMs, run, runs: 0, failures: 0 };
      jobs.set(name, job);
      schedule(name, job, Math.min(firstRunDelayMs, intervalMs));
    },

    /**
     * Runs a job now and resolves when it has finished (errors logged, not thrown); when it is
     * already running, waits for that run instead of starting another.
     */
    async runNow(name: string): Promise<void> {
      const job = jobs.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      await runJob(name, job);
    },

    get names(): string[] {
      return [...jobs.keys()];
    },

    stats(): JobStats[] {
      return [...jobs].map(([name, job]) => ({
        name,
        runs: job.runs,
        failures: job.failures,
        running: job.running !== undefined,
      }));
    },

    /** Stops every timer and waits for the runs in progress; nothing runs afterwards. */
    async stop(): Promise<void> {
      stopped = true;
      for (const job of jobs.values()) clearTimeout(job.timer);
      await Promise.all([...jobs.values()].map((job) => job.running));
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
