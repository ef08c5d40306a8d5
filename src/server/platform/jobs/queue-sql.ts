import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import { type JobStatus, jobs } from '../db/schema/jobs';

/** What runs a statement: the database, or a transaction a caller enqueues in. */
export type Executor = Pick<Database, 'execute'>;

/** A job as a handler receives it (its payload apart). */
export interface ClaimedJob {
  id: number;
  kind: string;
  key: string | null;
  /** This run's number, from 1. */
  attempts: number;
  maxAttempts: number;
}

export interface ClaimedRow extends ClaimedJob {
  payload: Record<string, unknown>;
}

/** How many of a kind to claim, leased for how long. */
export interface ClaimWant {
  kind: string;
  limit: number;
  leaseMs: number;
}

export interface EnqueueOptions {
  /** Open jobs of one kind and key are one job: enqueueing it again while one waits adds nothing. */
  key?: string;
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** Not before this many ms from now, by the database's clock (instead of `runAt`). */
  delayMs?: number;
  maxAttempts?: number;
}

export interface EnqueueItem extends Omit<EnqueueOptions, 'delayMs'> {
  payload?: Record<string, unknown>;
}

const ms = (value: number) => sql`(${Math.max(0, Math.round(value))}::float8 * interval '1 millisecond')`;

const runAtOf = (options: EnqueueOptions): SQL =>
  options.runAt
    ? sql`${options.runAt.toISOString()}::timestamptz`
    : options.delayMs
      ? sql`now() + ${ms(options.delayMs)}`
      : sql`now()`;

const LEASE_EXPIRED = 'The instance running it stopped before it ended (its lease expired).';

/** A batch's rows travel as one JSON parameter: one statement (and one parameter) per batch. */
export const ENQUEUE_BATCH = 5_000;

/** Inserts one job; its id, or null when an open job of the kind and key was there already. */
export async function insertJob(
  db: Executor,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions,
): Promise<number | null> {
  const rows = await queryRows<{ id: unknown }>(
    db,
    sql`insert into jobs (kind, key, payload, run_at, max_attempts)
        values (${kind}, ${options.key ?? null}, ${JSON.stringify(payload)}::jsonb, ${runAtOf(options)},
                ${options.maxAttempts ?? 3})
        on conflict do nothing
        returning id`,
  );
  return rows.length > 0 ? Number(rows[0]!.id) : null;
}

/** Inserts a batch of jobs of one kind (at most ENQUEUE_BATCH); returns how many were new. */
export async function insertJobs(db: Executor, kind: string, items: EnqueueItem[]): Promise<number> {
  const json = JSON.stringify(
    items.map((item) => ({
      key: item.key ?? null,
      payload: item.payload ?? {},
      run_at: item.runAt?.toISOString() ?? null,
      max_attempts: item.maxAttempts ?? 3,
    })),
  );
  const rows = await queryRows<{ id: unknown }>(
    db,
    sql`insert into jobs (kind, key, payload, run_at, max_attempts)
        select ${kind}, r.key, r.payload, coalesce(r.run_at, now()), r.max_attempts
          from jsonb_to_recordset(${json}::jsonb)
               as r(key text, payload jsonb, run_at timestamptz, max_attempts int)
        on conflict do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * One statement per poll: running jobs whose lease ended go back to pending (or to failed once they
 * have used their attempts), then up to `limit` due jobs of each kind are claimed, skipping the rows
 * another instance is claiming at the same moment (FOR UPDATE SKIP LOCKED), and leased to `owner`.
 * Jobs given back here are claimed by the next statement (this one sees the table as it began), so
 * it tells how many it gave back.
 */
export async function claimJobs(
  db: Executor,
  owner: string,
  wants: ClaimWant[],
): Promise<{ claimed: ClaimedRow[]; expired: number }> {
  const picks = wants.map(
    (want, i) => sql`${sql.raw(`pick_${i}`)} as (
      select id, ${Math.max(1, Math.round(want.leaseMs))}::int as lease_ms from jobs
       where status = 'pending' and kind = ${want.kind} and run_at <= now()
       order by run_at, id
       limit ${want.limit}
       for update skip locked)`,
  );
  const union = sql.join(
    wants.map((_, i) => sql.raw(`select id, lease_ms from pick_${i}`)),
    sql` union all `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with expired as (
          update jobs
             set status = case when attempts >= max_attempts then 'failed' else 'pending' end,
                 finished_at = case when attempts >= max_attempts then now() end,
                 run_at = now(), locked_by = null, locked_until = null, error = ${LEASE_EXPIRED}
           where id in (select id from jobs where status = 'running' and locked_until < now()
                         for update skip locked)
           returning id),
        ${sql.join(picks, sql`, `)},
        claimed as (
          update jobs
             set status = 'running', attempts = jobs.attempts + 1, locked_by = ${owner},
                 locked_until = now() + picked.lease_ms * interval '1 millisecond'
            from (${union}) as picked
           where jobs.id = picked.id
          returning jobs.id, jobs.kind, jobs.key, jobs.payload, jobs.attempts, jobs.max_attempts)
        select id, kind, key, payload, attempts, max_attempts, null::int as expired from claimed
        union all
        select null, null, null, null, null, null, (select count(*)::int from expired)`,
  );
  const claimed = rows.filter((row) => row.id !== null);
  return {
    expired: Number(rows.find((row) => row.id === null)?.expired ?? 0),
    claimed: claimed.map((row) => ({
      id: Number(row.id),
      kind: String(row.kind),
      key: (row.key as string | null) ?? null,
      payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<
        string,
        unknown
      >,
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
    })),
  };
}

/**
 * The end of a claimed run. `pending` (a retry after `retryInMs`), `done` or `failed`, written only
 * while the job is still this run's (same owner, same attempt): a job whose lease ran out and was
 * claimed again is not overwritten. A repeating job's turn that ended adds its next turn,
 * `repeatInMs` from now, in the same statement. False when the run had lost the job.
 */
export async function endJob(
  db: Executor,
  owner: string,
  job: ClaimedJob,
  end: { status: 'pending' | 'done' | 'failed'; error?: string; retryInMs?: number; repeatInMs?: number },
): Promise<boolean> {
  const finished = end.status !== 'pending';
  const repeat = finished && end.repeatInMs !== undefined;
  const rows = await queryRows<{ ended: unknown }>(
    db,
    sql`with ended as (
          update jobs
             set status = ${end.status}, error = ${end.error ?? null}, locked_by = null, locked_until = null,
                 finished_at = ${finished ? sql`now()` : sql`null`},
                 run_at = ${finished ? sql`run_at` : sql`now() + ${ms(end.retryInMs ?? 0)}`}
           where id = ${job.id} and status = 'running' and locked_by = ${owner} and attempts = ${job.attempts}
           returning kind, key, payload, max_attempts),
        next as (
          insert into jobs (kind, key, payload, max_attempts, run_at)
          select kind, key, payload, max_attempts, now() + ${ms(end.repeatInMs ?? 0)}
            from ended where ${repeat}
          on conflict do nothing
          returning id)
        select (select count(*) from ended)::int as ended`,
  );
  return Number(rows[0]?.ended ?? 0) > 0;
}

/**
 * The embedded database belongs to one process (platform/db/data-dir-lock.ts): a job left running
 * by anyone but the queues alive in this process was left by a process that has stopped, so its
 * lease is ended now instead of waited for.
 */
export async function releaseOrphans(db: Executor, live: string[]): Promise<void> {
  const mine =
    live.length > 0
      ? sql.join(
          live.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`null`;
  await db.execute(
    sql`update jobs set locked_until = now() - interval '1 second'
         where status = 'running' and (locked_by is null or locked_by not in (${mine}))`,
  );
}

export interface JobRow {
  id: number;
  kind: string;
  key: string | null;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  error: string | null;
  runAt: Date;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface JobFilter {
  kind?: string;
  status?: JobStatus;
}

const where = ({ kind, status }: JobFilter) =>
  and(kind ? eq(jobs.kind, kind) : undefined, status ? eq(jobs.status, status) : undefined);

/** Jobs newest first. */
export function listJobs(db: Database, filter: JobFilter & { limit: number }): Promise<JobRow[]> {
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      key: jobs.key,
      status: jobs.status,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      error: jobs.error,
      runAt: jobs.runAt,
      createdAt: jobs.createdAt,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(where(filter))
    .orderBy(desc(jobs.id))
    .limit(filter.limit);
}

export type JobCounts = Record<JobStatus, number>;

/** How many jobs (of a kind, or all) there are per status. */
export async function countJobs(db: Database, kind?: string): Promise<JobCounts> {
  const rows = await db
    .select({ status: jobs.status, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(where({ kind }))
    .groupBy(jobs.status);
  const counts: JobCounts = { pending: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** Deletes up to `limit` jobs done more than `doneMs` ago, or failed more than `failedMs` ago. */
export async function deleteEnded(
  db: Executor,
  { doneMs, failedMs, limit }: { doneMs: number; failedMs: number; limit: number },
): Promise<number> {
  const rows = await queryRows<{ id: unknown }>(
    db,
    sql`delete from jobs where id in (
          select id from jobs
           where (status = 'done' and finished_at < now() - ${ms(doneMs)})
              or (status = 'failed' and finished_at < now() - ${ms(failedMs)})
           limit ${limit})
        returning id`,
  );
  return rows.length;
}
