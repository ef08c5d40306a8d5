import { Worker } from 'node:worker_threads';
import type { Metadata } from 'sharp';
import { WorkerCalls } from '../platform/worker-calls';
import type { DeriveReply } from './derive-worker';
import type { ImageDerivatives } from './image';

/**
 * An image's derivatives made on a thread of its own (`derive-worker.ts`), with the very pipeline of
 * image.ts. The decode's garbage stays off the server's heap: its preview pixels and sharp's output
 * buffers made the server's V8 run a full collection every few photos, each marking all the server's
 * code and strings on the event loop and V8's helper threads; the thread's own heap is small and
 * cheap to collect (docs/performance.md). The decode slots still bound how many run.
 */
let thread: { calls: WorkerCalls<DeriveReply>; started: Promise<DeriveReply> } | undefined;

/**
 * A thread with nothing to derive for this long ends, and its heap and libvips' caches with it: a
 * server holds them only while files arrive. The next image starts a new thread (a few hundred ms,
 * paid by the first image of an upload, not by the server's start).
 */
const IDLE_STOP_MS = 60_000;
let idleTimer: NodeJS.Timeout | undefined;

function stopWhenIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (thread && thread.calls.waiting === 0) void stopDeriveThread();
  }, IDLE_STOP_MS).unref();
}

function current(): WorkerCalls<DeriveReply> {
  if (!thread) {
    const calls = new WorkerCalls<DeriveReply>(
      new Worker(new URL('./derive-worker.mjs', import.meta.url)),
      'the image derivation thread has stopped',
      // A thread that failed is replaced by the next derive.
      () => {
        if (thread?.calls === calls) thread = undefined;
      },
    );
    const started = calls.ready();
    // A failure to start is the first derive's error; nobody else waits for it.
    started.catch(() => {});
    thread = { calls, started };
  }
  return thread.calls;
}

/** Whether an image thread is running now (it ends after IDLE_STOP_MS without work). */
export function deriveThreadRunning(): boolean {
  return thread !== undefined;
}

/** Stops the thread (the server's close); a later derive starts a new one. */
export async function stopDeriveThread(): Promise<void> {
  clearTimeout(idleTimer);
  const stopping = thread;
  thread = undefined;
  await stopping?.calls.terminate();
}

/**
 * deriveFromImage on the derivation thread. A failure of the image (unreadable, past sharp's pixel
 * limit) rejects with the message sharp gave, as deriveFromImage would; a thread that stopped rejects
 * with its own error and the next call starts a new thread.
 */
export async function deriveOnThread(source: string | Buffer, header?: Metadata): Promise<ImageDerivatives> {
  const reply = await current().call({ source, header }).finally(stopWhenIdle);
  if (!reply.ok) throw new Error(reply.message);
  const { grid, preview } = reply.derivatives;
  return {
    ...reply.derivatives,
    grid: Buffer.from(grid.buffer, grid.byteOffset, grid.byteLength),
    preview: Buffer.from(preview.buffer, preview.byteOffset, preview.byteLength),
  };
}
