import { Worker } from 'node:worker_threads';
import { WorkerCalls } from '../worker-calls';

/** What a query answers (PGlite's `Results`, as drizzle reads it). */
export interface RemoteResults {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

export interface RemoteQueryOptions {
  rowMode?: 'array' | 'object';
  /** drizzle's parsers: all keep the text of their types, so only the type ids cross over. */
  parsers?: Record<number, unknown>;
}

/** The part of PGlite's interface that drizzle and the app use, inside and outside a transaction. */
export interface RemoteQueries {
  query(sql: string, params?: unknown[], options?: RemoteQueryOptions): Promise<RemoteResults>;
  exec(sql: string): Promise<RemoteResults[]>;
}

interface Reply {
  id: number;
  value?: unknown;
  error?: { message: string } & Record<string, unknown>;
}

/** A PostgreSQL error rebuilt with its fields (`code` 23505 for a unique violation, ...). */
function toError(error: Reply['error']): Error {
  const { message, ...fields } = error ?? { message: 'embedded database error' };
  return Object.assign(new Error(message), { name: 'DatabaseError' }, fields);
}

/**
 * The embedded database on a thread of its own (`pglite-worker.mjs`): the same queries and
 * transactions as PGlite in-process, but a long query no longer blocks the server's event loop.
 */
export class PgliteRemote implements RemoteQueries {
  readonly #calls: WorkerCalls<Reply>;
  /** Texts of the statements the app prepares: run as named statements on the database's thread. */
  readonly #named = new Set<string>();

  private constructor(worker: Worker) {
    this.#calls = new WorkerCalls<Reply>(worker, 'the embedded database thread has stopped');
  }

  /** Opens (or creates) the database in `dataDir`; `hostSyncs` counts the fsyncs it asks of the host. */
  static async open(
    dataDir: string,
    hostSyncs: SharedArrayBuffer,
    loadDataDir?: Blob,
  ): Promise<PgliteRemote> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: {
        dataDir,
        hostSyncs,
        loadDataDir: loadDataDir ? await loadDataDir.arrayBuffer() : undefined,
      },
    });
    const remote = new PgliteRemote(worker);
    try {
      await remote.#settled(remote.#calls.ready());
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return remote;
  }

  /** A reply's value, or the PostgreSQL error it carries. */
  async #settled<T>(reply: Promise<Reply>): Promise<T> {
    const { error, value } = await reply;
    if (error) throw toError(error);
    return value as T;
  }

  #send<T>(message: Record<string, unknown>): Promise<T> {
    return this.#settled<T>(this.#calls.call(message));
  }

  #queries(tx?: number): RemoteQueries {
    return {
      query: (sql, params = [], options = {}) =>
        this.#send({
          op: 'query',
          tx,
          sql,
          params,
          named: tx === undefined && this.#named.has(sql),
          rowMode: options.rowMode,
          rawTypes: Object.keys(options.parsers ?? {}).map(Number),
        }),
      exec: (sql) => this.#send({ op: 'exec', tx, sql }),
    };
  }

  query(sql: string, params?: unknown[], options?: RemoteQueryOptions): Promise<RemoteResults> {
    return this.#queries().query(sql, params, options);
  }

  /**
   * From now on `sql` (a query the app prepares, run on every request) is kept parsed and planned
   * on the database's thread, as PostgreSQL keeps a named statement; outside transactions only.
   */
  nameStatement(sql: string): void {
    this.#named.add(sql);
  }

  exec(sql: string): Promise<RemoteResults[]> {
    return this.#queries().exec(sql);
  }

  /** Calls sent to the database's thread and not answered yet (the metrics' queue depth). */
  get waiting(): number {
    return this.#calls.waiting;
  }

  /** `select 1` ahead of the queries already waiting (the health probe asks whether it answers at all). */
  async ping(): Promise<void> {
    await this.#send({ op: 'query', sql: 'select 1', params: [], priority: true });
  }

  /** Runs `body` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(body: (tx: RemoteQueries) => Promise<T>): Promise<T> {
    const tx = await this.#send<number>({ op: 'begin' });
    let result: T;
    try {
      result = await body(this.#queries(tx));
    } catch (error) {
      await this.#send({ op: 'rollback', tx }).catch(() => {});
      throw error;
    }
    await this.#send({ op: 'commit', tx });
    return result;
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'none'): Promise<Blob> {
    return new Blob([await this.#send<ArrayBuffer>({ op: 'dump', compression })]);
  }

  async close(): Promise<void> {
    if (this.#calls.failure) return;
    await this.#send({ op: 'close' });
    await this.#calls.terminate();
  }
}
