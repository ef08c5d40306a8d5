import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { DatabaseHandle } from '../db/client';
import { createAlarm } from './alarm';
import { type JobState, readJob, reportJob } from './job-progress';
import {
  type ClaimedRow,
  claimJobs,
  countJobs,
  deleteEnded,
  ENQUEUE_BATCH,
  type EnqueueItem,
  type EnqueueOptions,
  type Executor,
  insertJob,
  insertJobs,
  type JobFilter,
  listJobs,
  releaseOrphans,
} from './queue-sql';

import { type JobHandler, type KindState, type QueueLog, runJob } from './run-job';

export { JobFailure } from './job-failure';
export type { JobState } from './job-progress';
export type { ClaimedJob, EnqueueItem, EnqueueOptions, JobCounts, JobRow } from './queue-sql';
export type { JobHandler, QueueLog } from './run-job';

export interface QueueOptions {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  log: QueueLog;
  /** Who holds a claimed job (`locked_by`); unique per queue by default (host, process, random). */
  instanceId?: string;
  /** False: nothing is claimed on its own, only by `runUntilIdle` (tests). Default true. */
  timers?: boolean;
  /** How often the table is asked for due jobs when nothing wakes the queue sooner (default 1.5 s). */
  pollMs?: number;
  /** The first retry's delay; each next one is 4× longer (default 30 s; tests make it short). */
  retryBaseMs?: number;
  /** How long `stop()` waits for runs in progress (default 10 s). */
  stopWaitMs?: number;
}

/** What one kind has done in this process since it started (the metrics read it at scrape time). */
export interface JobStats {
  name: string;
  runs: number;
  failures: number;
  running: boolean;
}

/**
 * The queues alive in this process. On the embedded database, which one process owns, a job left
 * running by any other holder was left by a process that has stopped.
 */
const liveQueues = new Set<string>();

const DEFAULT_LEASE_MS = 5 * 60_000;

/**
 * The durable job queue (the `jobs` table), on PostgreSQL and on PGlite alike. Jobs are claimed
 * with FOR UPDATE SKIP LOCKED and leased: one run at a time across instances, and a job whose
 * instance died is claimed again when its lease ends. A failed run is retried with backoff until
 * its attempts are used. Handlers run at least once per job and must be safe to run again.
 */
export function createQueue(options: QueueOptions) {
  const { database, log, timers = true, pollMs = 1_500, retryBaseMs = 30_000, stopWaitMs = 10_000 } = options;
  const db = database.db;
  const owner = options.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  liveQueues.add(owner);
  const kinds = new Map<string, KindState>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  let released: Promise<void> | undefined;
  /** Claims run one after another, so a kind's free slots are counted once. */
  let claims: Promise<unknown> = Promise.resolve();
  let polling = false;
  let pollAgain = false;
  let failingSince: number | undefined;
  const alarm = createAlarm(pollMs, () => wake());

  function wakeIn(delayMs: number): void {
    if (!timers || stopped) return;
    if (delayMs <= 0) wake();
    else alarm.in(delayMs);
  }

  /** Claims now (or right after the claim in progress), then waits `pollMs` at most. */
  function wake(): void {
    if (!timers || stopped) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    void claim()
      .then(
        () => {
          if (failingSince !== undefined) log.warn?.({}, 'job queue: claiming works again');
          failingSince = undefined;
        },
        (error) => {
          if (failingSince === undefined) log.error({ err: error }, 'job queue: claiming jobs failed');
          failingSince ??= Date.now();
        },
      )
      .finally(() => {
        polling = false;
        if (pollAgain) {
          pollAgain = false;
          wake();
        } else alarm.polled();
      });
  }

  async function add(
    kind: string,
    payload: Record<string, unknown> = {},
    enqueueOptions: EnqueueOptions = {},
    tx?: Executor,
  ): Promise<number | null> {
    const maxAttempts = enqueueOptions.maxAttempts ?? kinds.get(kind)?.handler.maxAttempts;
    const id = await insertJob(tx ?? db, kind, payload, { ...enqueueOptions, maxAttempts });
    if (id !== null && !tx)
      wakeIn(
        enqueueOptions.runAt ? enqueueOptions.runAt.getTime() - Date.now() : (enqueueOptions.delayMs ?? 0),
      );
    return id;
  }

  function claim(): Promise<number> {
    const next = claims.then(claimOnce);
    claims = next.catch(() => {});
    return next;
  }

  async function claimOnce(): Promise<number> {
    if (stopped) return 0;
    if (database.kind === 'pglite') {
      released ??= releaseOrphans(db, [...liveQueues]).catch((error) => {
        released = undefined;
        throw error;
      });
      await released;
    }
    const wants = [...kinds]
      .filter(([, kind]) => kind.active < kind.concurrency)
      .map(([name, kind]) => ({ kind: name, limit: kind.concurrency - kind.active, leaseMs: kind.leaseMs }));
    if (wants.length === 0) return 0;
    const { claimed, expired } = await claimJobs(db, owner, wants);
    for (const row of claimed) start(row);
    // Jobs whose lease ended are pending again (or failed): the next claim may take them at once.
    return expired > 0 ? claimed.length + (await claimOnce()) : claimed.length;
  }

  function start({ payload, ...job }: ClaimedRow): void {
    const kind = kinds.get(job.kind);
    if (!kind) return;
    kind.active += 1;
    const run: Promise<void> = runJob({ db, owner, log, retryBaseMs }, kind, payload, job)
      .then((wakeInMs) => {
        if (wakeInMs !== undefined) wakeIn(wakeInMs);
      })
      .finally(() => {
        kind.active -= 1;
        kind.runs += 1;
        running.delete(run);
        wake();
      });
    running.add(run);
  }

  if (timers) alarm.polled();

  return {
    /** Who this queue claims jobs as (`locked_by`). */
    instanceId: owner,

    /** Runs `kind`'s jobs with `handler` from the next claim on. */
    handle<P extends Record<string, unknown>>(kindName: string, handler: JobHandler<P>): void {
      if (kinds.has(kindName)) throw new Error(`jobs of kind ${kindName} already have a handler`);
      const concurrency = handler.concurrency ?? 1;
      if (!(concurrency >= 1)) throw new Error(`jobs of kind ${kindName}: concurrency must be at least 1`);
      kinds.set(kindName, {
        handler: handler as unknown as JobHandler,
        concurrency,
        leaseMs: handler.leaseMs ?? DEFAULT_LEASE_MS,
        active: 0,
        runs: 0,
        failures: 0,
      });
    },

    /**
     * Adds a job; false when an open job (pending or running) of this kind and key is there already.
     * Given a transaction, the job exists only if it commits.
     */
    async enqueue(
      kind: string,
      payload: Record<string, unknown> = {},
      enqueueOptions: EnqueueOptions = {},
      tx?: Executor,
    ): Promise<boolean> {
      return (await add(kind, payload, enqueueOptions, tx)) !== null;
    },

    /** `enqueue`, answering the new job's id (null when an open job of the kind and key was there). */
    add,

    /** Adds many jobs of one kind, one statement per few thousand; returns how many were new. */
    async enqueueMany(kind: string, items: EnqueueItem[], tx?: Executor): Promise<number> {
      const maxAttempts = kinds.get(kind)?.handler.maxAttempts;
      let added = 0;
      for (let i = 0; i < items.length; i += ENQUEUE_BATCH) {
        const batch = items.slice(i, i + ENQUEUE_BATCH).map((item) => ({ maxAttempts, ...item }));
        added += await insertJobs(tx ?? db, kind, batch);
      }
      if (added > 0 && !tx) wake();
      return added;
    },

    /** Jobs newest first, of a kind and status when given. */
    list: (filter: JobFilter & { limit: number }) => listJobs(db, filter),

    /** One job with its progress and result, or null. */
    get: (id: number): Promise<JobState | null> => readJob(db, id),

    /** A handler's report on its running job: progress 0..1 and, optionally, what it made so far. */
    report: (id: number, report: { progress: number; result?: Record<string, unknown> }) =>
      reportJob(db, id, report),

    /** How many jobs of a kind (all when absent) are pending, running, done and failed. */
    counts: (kind?: string) => countJobs(db, kind),

    /** Deletes jobs done over a week ago and failed over a month ago, a batch at a time. */
    async prune({ doneMs = 7 * 86_400_000, failedMs = 30 * 86_400_000 } = {}): Promise<number> {
      let deleted = 0;
      for (;;) {
        const batch = await deleteEnded(db, { doneMs, failedMs, limit: ENQUEUE_BATCH });
        deleted += batch;
        if (batch < ENQUEUE_BATCH) return deleted;
      }
    },

    /**
     * Runs due jobs now, and the jobs due when those end (retries without delay included), until
     * none is due and none runs; returns how many ran. For tests, with `timers: false`.
     */
    async runUntilIdle({ maxJobs = 10_000 } = {}): Promise<number> {
      let ran = 0;
      for (;;) {
        ran += await claim();
        if (running.size === 0) return ran;
        if (ran > maxJobs) throw new Error(`runUntilIdle: more than ${maxJobs} jobs ran`);
        await Promise.race(running);
      }
    },

    stats(): JobStats[] {
      return [...kinds].map(([name, kind]) => ({
        name,
        runs: kind.runs,
        failures: kind.failures,
        running: kind.active > 0,
      }));
    },

    /**
     * Claims nothing more and waits (at most `stopWaitMs`) for the runs in progress. A run still
     * going after that is left to its lease (or, on the embedded database, to the next start).
     */
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      alarm.stop();
      await claims;
      let waiting: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.allSettled([...running]).then(() => true),
        new Promise<boolean>((resolve) => {
          waiting = setTimeout(() => resolve(false), stopWaitMs);
          waiting.unref();
        }),
      ]);
      clearTimeout(waiting);
      if (!finished) log.warn?.({ running: running.size }, 'job queue stopped with jobs still running');
      liveQueues.delete(owner);
    },
  };
}

export type Queue = ReturnType<typeof createQueue>;
