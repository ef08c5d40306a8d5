import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/**
 * The durable queue's jobs (platform/jobs/queue.ts, migration 0021): claimed with FOR UPDATE SKIP
 * LOCKED and leased until `lockedUntil`, so a job runs once at a time across instances and one left
 * by a dead instance is claimed again when its lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** Open jobs (pending or running) of one kind and key are one job: enqueueing twice adds nothing. */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** How far a running job is (0..1), as its handler reports it (migration 0025). */
    progress: real('progress').notNull().default(0),
    /** What a job made, as its handler reports it (a pieces batch: its ZIPs and skipped units). */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
    uniqueIndex('jobs_open_key_idx')
      .on(t.kind, t.key)
      .where(sql`${t.status} in ('pending', 'running') and ${t.key} is not null`),
    index('jobs_due_idx').on(t.kind, t.runAt, t.id).where(sql`${t.status} = 'pending'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    index('jobs_kind_status_idx').on(t.kind, t.status, t.createdAt),
  ],
);
