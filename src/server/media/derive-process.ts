import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Metadata } from 'sharp';
import { type CallsPort, WorkerCalls } from '../platform/worker-calls';
import type { DeriveReply } from './derive-worker';
import type { ImageDerivatives } from './image';

/**
 * An image's derivatives made in a process of its own (`derive-worker.ts`), with the very pipeline of
 * image.ts, at the lowest CPU priority. Decoding a 12-megapixel photo keeps libvips' threads busy for
 * a second; in the server's process they took the CPU in equal shares with the threads that answer
 * searches, pages and health probes, so a campaign's upload slowed the whole network. The operating
 * system now gives them only what those leave (docs/performance.md). The decode's garbage stays off
 * the server's heap too. The decode slots still bound how many run.
 */
let child: { calls: WorkerCalls<DeriveReply>; started: Promise<DeriveReply>; pid?: number } | undefined;

/**
 * A process with nothing to derive for this long ends, and its memory and libvips' caches with it:
 * a server holds them only while files arrive. The next image starts a new one (a few hundred ms,
 * paid by the first image of an upload, not by the server's start).
 */
const IDLE_STOP_MS = 60_000;
let idleTimer: NodeJS.Timeout | undefined;

function stopWhenIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (child && child.calls.waiting === 0) void stopDeriveProcess();
  }, IDLE_STOP_MS).unref();
}

/** A child process as WorkerCalls talks to a thread: messages over IPC, ref/unref, terminate. */
function portOf(forked: ChildProcess): CallsPort {
  const exited = new Promise<void>((resolve) => forked.once('exit', () => resolve()));
  return {
    postMessage: (message) => forked.send(message as never),
    on(event, listener) {
      forked.on(event, listener);
    },
    ref() {
      forked.ref();
      forked.channel?.ref();
    },
    unref() {
      forked.unref();
      forked.channel?.unref();
    },
    async terminate() {
      if (forked.exitCode === null && forked.signalCode === null) {
        // Held until it has gone: an unref'd child's exit does not keep the server's loop alive, and
        // a server closing would end mid-close, its last steps (the DATA_DIR lock) never run.
        forked.ref();
        forked.kill();
      }
      await exited;
    },
  };
}

function current(): WorkerCalls<DeriveReply> {
  if (!child) {
    const forked = fork(fileURLToPath(new URL('./derive-worker.mjs', import.meta.url)), [], {
      // Buffers cross as they are; the server's own flags (a profiler, tsx) are not the child's.
      serialization: 'advanced',
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const calls = new WorkerCalls<DeriveReply>(
      portOf(forked),
      'the image derivation process has stopped',
      // A process that failed is replaced by the next derive.
      () => {
        if (child?.calls === calls) child = undefined;
      },
    );
    const started = calls.ready();
    // A failure to start is the first derive's error; nobody else waits for it.
    started.catch(() => {});
    child = { calls, started, ...(forked.pid ? { pid: forked.pid } : {}) };
  }
  return child.calls;
}

/** Whether a derivation process is running now (it ends after IDLE_STOP_MS without work). */
export function deriveProcessRunning(): boolean {
  return child !== undefined;
}

/** The derivation process's id while one runs. */
export function deriveProcessId(): number | undefined {
  return child?.pid;
}

/** Stops the process (the server's close); a later derive starts a new one. */
export async function stopDeriveProcess(): Promise<void> {
  clearTimeout(idleTimer);
  const stopping = child;
  child = undefined;
  await stopping?.calls.terminate();
}

/**
 * deriveFromImage in the derivation process. A failure of the image (unreadable, past sharp's pixel
 * limit) rejects with the message sharp gave, as deriveFromImage would; a process that stopped
 * rejects with its own error and the next call starts a new one.
 */
export async function deriveApart(source: string | Buffer, header?: Metadata): Promise<ImageDerivatives> {
  const reply = await current().call({ source, header }).finally(stopWhenIdle);
  if (!reply.ok) throw new Error(reply.message);
  const { grid, preview } = reply.derivatives;
  return {
    ...reply.derivatives,
    grid: Buffer.from(grid.buffer, grid.byteOffset, grid.byteLength),
    preview: Buffer.from(preview.buffer, preview.byteOffset, preview.byteLength),
  };
}
