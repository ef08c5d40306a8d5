import v8 from 'node:v8';
import { StartupError } from '../startup-error';
import { PgliteRemote } from './pglite-remote';

// What starts the embedded database's thread, apart from drizzle and the rest of client.ts: main
// starts it before loading anything else, so the database opens while the app's code loads.

/**
 * How much of a WebAssembly function runs on its first, quickly compiled code before V8 compiles it
 * again, optimised, on its helper threads (its default: about 1.8 MB of code executed). At that
 * default, a start's first statements set dozens of the database's functions compiling on a
 * 2-core machine, and the migrations' check waited about 0.4 s behind them; a thousand times later,
 * the hot ones still get optimised once the server serves, and steady speed is the same
 * (docs/performance.md). Process-wide: set before the thread compiles the database.
 */
const WASM_TIERING_BUDGET = 1_800_000_000;
v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);

/** One counter for every embedded database of the process, on its thread or on this one. */
export const hostSyncCounter = new SharedArrayBuffer(4);

/** Counts the host fsyncs the embedded database asked for (tests prove commits reach the disk). */
export const durability = {
  get hostSyncs(): number {
    return Atomics.load(new Int32Array(hostSyncCounter), 0);
  },
};

/** The embedded database on a thread of its own (`pglite-remote.ts`). */
export async function openPgliteThread(dataDir: string, loadDataDir?: Blob): Promise<PgliteRemote> {
  try {
    return await PgliteRemote.open(dataDir, hostSyncCounter, loadDataDir);
  } catch (error) {
    throw new StartupError(`Cannot open the embedded database in ${dataDir}: ${errorText(error)}`);
  }
}

/** The first cause's message of a failure to open or connect. */
export function errorText(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return errorText(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
