import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/platform/db/client';
import { createQueue, type Queue, type QueueOptions } from '../../src/server/platform/jobs/queue';
import { openTestDatabase } from './test-app';

/** The tests' log: what the queue said, by level. */
export function recordingLog() {
  const lines: Array<{ level: 'error' | 'warn'; object: unknown; message: string }> = [];
  return {
    lines,
    error: (object: unknown, message: string) => void lines.push({ level: 'error', object, message }),
    warn: (object: unknown, message: string) => void lines.push({ level: 'warn', object, message }),
  };
}

export interface JobState {
  id: number;
  kind: string;
  key: string | null;
  status: string;
  attempts: number;
  error: string | null;
  lockedBy: string | null;
  /** run_at − now, in ms (negative: due). */
  dueInMs: number;
}

export interface QueueSuite {
  database: DatabaseHandle;
  /**
   * Another instance's connection to the same database: on PostgreSQL a pool of its own, on PGlite
   * (one process by construction) the same handle.
   */
  otherInstance: DatabaseHandle;
  /** A queue on `database` (or `on`), stopped after the test; no timers unless asked. */
  queue(options?: Partial<QueueOptions> & { on?: DatabaseHandle }): Queue;
  rows(): Promise<JobState[]>;
  log: ReturnType<typeof recordingLog>;
}

/**
 * A test file's database (a fresh copy of the template, PGlite or PostgreSQL as the project runs),
 * emptied of jobs before each test, with the queues each test makes stopped after it.
 */
export function queueSuite(): QueueSuite {
  const suite = {} as QueueSuite;
  let queues: Queue[] = [];
  let closeAll: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const opened = await openTestDatabase();
    suite.database = opened.handle;
    const url = opened.url;
    suite.otherInstance = url ? await openDatabase({ kind: 'postgres', url }) : opened.handle;
    closeAll = async () => {
      if (suite.otherInstance !== suite.database) await suite.otherInstance.close();
      await opened.handle.close();
      await opened.drop();
    };
  });
  afterAll(() => closeAll());
  beforeEach(async () => {
    suite.log = recordingLog();
    await suite.database.db.execute(sql`delete from jobs`);
  });
  afterEach(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    queues = [];
  });
  suite.queue = ({ on, ...options } = {}) => {
    const queue = createQueue({
      database: on ?? suite.database,
      log: suite.log,
      timers: false,
      retryBaseMs: 0,
      stopWaitMs: 1_000,
      ...options,
    });
    queues.push(queue);
    return queue;
  };
  suite.rows = async () =>
    (
      await queryRows<Record<string, unknown>>(
        suite.database.db,
        sql`select id, kind, key, status, attempts, error, locked_by,
                   extract(epoch from run_at - now()) * 1000 as due_in_ms
              from jobs order by id`,
      )
    ).map((row) => ({
      id: Number(row.id),
      kind: String(row.kind),
      key: (row.key as string | null) ?? null,
      status: String(row.status),
      attempts: Number(row.attempts),
      error: (row.error as string | null) ?? null,
      lockedBy: (row.locked_by as string | null) ?? null,
      dueInMs: Number(row.due_in_ms),
    }));
  return suite;
}

/** A promise and its resolver, for handlers the test ends by hand. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
