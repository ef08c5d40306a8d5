import { failureMessage, JobFailure, retryDelayMs } from './job-failure';
import { type ClaimedJob, type Executor, endJob } from './queue-sql';

/** What the queue logs with: Fastify's logger, or anything with its `error` (and `warn`). */
export interface QueueLog {
  error(object: unknown, message: string): void;
  warn?(object: unknown, message: string): void;
}

export interface JobHandler<P extends Record<string, unknown> = Record<string, unknown>> {
  /**
   * Does the job. Runs at least once per job and may run again (a lease that ended, a crash before
   * the end was written): it must be safe to repeat. Throw `JobFailure` to end the job without a retry.
   */
  run(payload: P, job: ClaimedJob): Promise<void>;
  /** Jobs of this kind running at once in this instance (default 1). */
  concurrency?: number;
  /** How long a run owns its job; past it, another instance may claim the job again (default 5 min). */
  leaseMs?: number;
  /** Tries of this kind's jobs when `enqueue` does not say (default 3). */
  maxAttempts?: number;
  /** A periodic job: when a turn ends (done or failed), the next is added this long after. */
  repeatEveryMs?: number;
}

/** A kind's handler and what it is doing in this queue. */
export interface KindState {
  handler: JobHandler;
  concurrency: number;
  leaseMs: number;
  active: number;
  runs: number;
  failures: number;
}

/**
 * Runs one claimed job and writes how it ended: done; pending again after a backoff (a failure with
 * tries left); failed (a `JobFailure`, or the last try). Returns in how many ms the queue should
 * look again (a retry's or the next turn's time), if it should.
 */
export async function runJob(
  queue: { db: Executor; owner: string; log: QueueLog; retryBaseMs: number },
  kind: KindState,
  payload: Record<string, unknown>,
  job: ClaimedJob,
): Promise<number | undefined> {
  const { db, owner, log } = queue;
  const context = { job: job.id, kind: job.kind, attempt: job.attempts };
  let end: Parameters<typeof endJob>[3];
  try {
    await kind.handler.run(payload, job);
    end = { status: 'done' };
  } catch (error) {
    kind.failures += 1;
    const message = failureMessage(error);
    if (error instanceof JobFailure) {
      log.warn?.({ ...context, reason: message }, `job ${job.kind} ended without a retry`);
      end = { status: 'failed', error: message };
    } else if (job.attempts >= job.maxAttempts) {
      log.error({ ...context, err: error }, `job ${job.kind} failed after ${job.attempts} attempts`);
      end = { status: 'failed', error: message };
    } else {
      const retryInMs = retryDelayMs(job.attempts, queue.retryBaseMs);
      log.warn?.({ ...context, err: error, retryInMs }, `job ${job.kind} failed; it will be tried again`);
      end = { status: 'pending', error: message, retryInMs };
    }
  }
  const repeatInMs = kind.handler.repeatEveryMs;
  try {
    const kept = await endJob(db, owner, job, { ...end, repeatInMs });
    if (!kept) log.warn?.(context, `job ${job.kind} ended after its lease: another run owns it now`);
  } catch (error) {
    log.error({ ...context, err: error }, `job ${job.kind}: its end could not be written`);
  }
  return end.status === 'pending' ? (end.retryInMs ?? 0) : repeatInMs;
}
