// The embedded database's own thread. PGlite runs PostgreSQL in WebAssembly on the thread that calls
// it: in the server's thread, one long query would stall every request (health probes, thumbnails,
// downloads). Here it owns the database and answers messages from `pglite-remote.ts`; the server's
// event loop only waits for replies. Plain JavaScript: a worker is not transformed by tsx or vitest.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const { dataDir, loadDataDir, hostSyncs } = workerData;
const syncs = new Int32Array(hostSyncs);

/**
 * PostgreSQL's own page cache, inside the WebAssembly memory (PGlite's default is 128 MB). It is
 * zeroed at every start, which took most of a start's second, and stays resident for the process's
 * life; the files underneath are cached by the operating system anyway, which also serves a page
 * that falls out of this one (docs/performance.md, start and memory).
 */
const SHARED_BUFFERS = '16MB';

/**
 * Durable commits (see `openPglite` in client.ts): PostgreSQL runs with fsync on and
 * `wal_sync_method=fsync`, and the Emscripten filesystem's fsync becomes a real fsync(2).
 */
function durableStartParams() {
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'wal_sync_method=fsync',
    '-c',
    `shared_buffers=${SHARED_BUFFERS}`,
  ];
}

function syncFilesToHost(client) {
  const mod = client.mod;
  const { node } = mod.FS.lookupPath(mod.ENV.PGDATA ?? '/pglite/data');
  node.stream_ops.fsync = (stream) => {
    if (typeof stream.nfd !== 'number') return 0;
    fs.fsyncSync(stream.nfd);
    Atomics.add(syncs, 0, 1);
    return 0;
  };
}

/** What crosses back of a failed query: the fields PostgreSQL errors carry (code 23505, ...). */
function serializeError(error) {
  const out = { message: error instanceof Error ? error.message : String(error) };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity']) {
    if (error && typeof error === 'object' && error[key] !== undefined) out[key] = error[key];
  }
  return out;
}

/**
 * The parsers of a query: PGlite's own, with the types drizzle keeps as text (its `rawTypes`: the
 * parsers it passes are all "keep the text"). PGlite copies its map of every type into a new
 * object with the query's on every query, which cost more than a short query itself (the session's
 * lookup); the merged maps are made once per set of raw types (a few) from PGlite's map as it
 * opened, which only `refreshArrayTypes` (never called here) changes.
 */
const mergedParsers = new Map();
let ownParsers;

function parsersFor(rawTypes = []) {
  const key = rawTypes.join(',');
  let parsers = mergedParsers.get(key);
  if (!parsers) {
    parsers = { ...ownParsers };
    for (const oid of rawTypes) parsers[oid] = (value) => value;
    mergedParsers.set(key, parsers);
  }
  return parsers;
}

/** `query` through PGlite's own path, its parsers swapped for the merged map while it runs (one at a time). */
async function plainQuery(db, target, message) {
  db.parsers = parsersFor(message.rawTypes);
  try {
    return await target.query(message.sql, message.params, { rowMode: message.rowMode });
  } finally {
    db.parsers = ownParsers;
  }
}

/**
 * Statements kept parsed under a name, by their text: the queries the app prepares (`named` in the
 * message), asked on every request (the session, a page's rows). PGlite itself parses and plans
 * each query anew, which for the session's three-table join took 2 ms of the 2.5 ms it cost.
 */
const statements = new Map();

/** Protocol messages as one buffer: what a client sends in one write. */
function concatBytes(parts) {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** `query` through a named statement: parsed (and planned, PostgreSQL's plan cache) once. */
async function namedQuery(db, message) {
  const { serialize } = protocol;
  const run = (bytes) => db.execProtocolStream(bytes, { syncToFs: false });
  return db.runExclusive(async () => {
    let synced = false;
    try {
      let statement = statements.get(message.sql);
      if (!statement) {
        const name = `bdi_${statements.size + 1}`;
        await run(serialize.parse({ name, text: message.sql }));
        const types = parse.parseDescribeStatementResults(await run(serialize.describe({ type: 'S', name })));
        statement = { name, types };
        statements.set(message.sql, statement);
      }
      // Parameters as PGlite's own `query` sends them: text, by the type PostgreSQL expects.
      const values = (message.params ?? []).map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = db.serializers[statement.types[i]];
        return serializer ? serializer(value) : value.toString();
      });
      // Bind, describe, execute and sync in one pass through the database, as a client pipelines
      // them (PGlite's own query passes each alone); after an error PostgreSQL skips to the sync.
      const messages = await run(
        concatBytes([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      synced = true;
      await db.syncToFs();
      return parse.parseResults(messages, parsersFor(message.rawTypes), { rowMode: message.rowMode })[0];
    } finally {
      // A failure before the sync was sent, or in its pass: one more ends the exchange either way.
      if (!synced) await run(serialize.sync());
    }
  });
}

const ROLLBACK = Symbol('rollback');
/** Open transactions by id: the handle to query through and how to end it. */
const transactions = new Map();
let nextTransaction = 1;

async function handle(db, message) {
  const target = message.tx ? transactions.get(message.tx)?.tx : db;
  switch (message.op) {
    case 'query': {
      if (!target) throw new Error('transaction already ended');
      const result =
        message.named && !message.tx ? await namedQuery(db, message) : await plainQuery(db, target, message);
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      if (!target) throw new Error('transaction already ended');
      return (await target.exec(message.sql)).map((result) => ({ rows: result.rows, fields: result.fields }));
    case 'begin':
      return new Promise((begun, failedToBegin) => {
        const id = nextTransaction++;
        const entry = { tx: undefined, end: undefined, done: undefined };
        const ended = new Promise((resolve) => {
          entry.end = resolve;
        });
        transactions.set(id, entry);
        entry.done = db
          .transaction(async (tx) => {
            entry.tx = tx;
            begun(id);
            if ((await ended) === 'rollback') throw ROLLBACK;
          })
          .finally(() => transactions.delete(id));
        // A failure before the body ran (BEGIN itself); later ones are the commit's to report.
        entry.done.catch((error) => {
          if (error !== ROLLBACK) failedToBegin(error);
        });
      });
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error('transaction already ended');
      const done = open.done;
      open.end(message.op);
      await done.catch((error) => {
        if (error !== ROLLBACK) throw error;
      });
      return null;
    }
    case 'dump': {
      const blob = await db.dumpDataDir(message.compression ?? 'none');
      return await blob.arrayBuffer();
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

/**
 * Messages wait here and run one at a time, as PGlite would run them. Two exceptions to arrival
 * order: while a transaction is open only its own messages run (anything else would wait on it
 * anyway), and a `priority` message (the health probe's ping) runs before the other waiting ones,
 * so a probe waits for the query in progress, not for every search queued behind it.
 */
const queue = [];
let activeTransaction = null;
let draining = false;

function takeNext() {
  let index;
  if (activeTransaction !== null) index = queue.findIndex((m) => m.tx === activeTransaction);
  else {
    index = queue.findIndex((m) => m.priority);
    if (index < 0) index = 0;
  }
  return index >= 0 && index < queue.length ? queue.splice(index, 1)[0] : undefined;
}

function reply(message, outcome) {
  if ('error' in outcome) {
    parentPort.postMessage({ id: message.id, error: serializeError(outcome.error) });
    return;
  }
  const transfer = outcome.value instanceof ArrayBuffer ? [outcome.value] : [];
  parentPort.postMessage({ id: message.id, value: outcome.value }, transfer);
  if (message.op === 'close') parentPort.close();
}

async function drain(db) {
  if (draining) return;
  draining = true;
  try {
    for (let message = takeNext(); message; message = takeNext()) {
      let outcome;
      try {
        outcome = { value: await handle(db, message) };
      } catch (error) {
        outcome = { error };
      }
      if (message.op === 'begin' && 'value' in outcome) activeTransaction = outcome.value;
      if ((message.op === 'commit' || message.op === 'rollback') && message.tx === activeTransaction) {
        activeTransaction = null;
      }
      reply(message, outcome);
      // Lets the messages that arrived meanwhile in (a poll of the event loop) before the next is
      // chosen: PGlite's promises settle as microtasks, so without this a probe sent while a crowd's
      // queries ran waited behind every one of them, not only the one in progress.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    draining = false;
  }
}

async function main() {
  const onDisk = !dataDir.startsWith('memory://');
  let db;
  try {
    db = await PGlite.create(dataDir, {
      extensions: { pg_trgm, unaccent },
      loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
      ...(onDisk ? { startParams: durableStartParams() } : {}),
    });
    if (onDisk) syncFilesToHost(db);
    ownParsers = db.parsers;
    // The first statement after a start costs some hundreds of ms (the WebAssembly functions it
    // reaches compile on first use, the catalog caches fill): paid here, while the server's thread is
    // still loading its own code, instead of by the migrations after it.
    await db.query('select 1');
  } catch (error) {
    parentPort.postMessage({ id: 0, error: serializeError(error) });
    return;
  }
  parentPort.on('message', (message) => {
    queue.push(message);
    drain(db);
  });
  parentPort.postMessage({ id: 0, value: 'ready' });
}

main();
