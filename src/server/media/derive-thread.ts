import { Worker } from 'node:worker_threads';
import type { Metadata } from 'sharp';
import type { DeriveReply, DeriveRequest } from './derive-worker';
import type { ImageDerivatives } from './image';

/**
 * An image's derivatives made on a thread of its own (`derive-worker.ts`), with the very pipeline of
 * image.ts. The decode's garbage stays off the server's heap: its preview pixels (3.7 MB a photo)
 * and sharp's output buffers made the server's V8 run a full collection every seven or eight photos,
 * each marking the server's ~60 MB of code and strings (~45 ms on the event loop and about as much
 * on V8's helper threads); the thread's heap is a few MB. The decode slots still bound how many run.
 */
class DeriveThread {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (reply: DeriveReply) => void; reject: (e: Error) => void }
  >();
  #next = 1;
  #failure: Error | undefined;

  constructor() {
    this.#worker = new Worker(new URL('./derive-worker.mjs', import.meta.url));
    this.#worker.unref();
    this.#worker.on('message', (reply: DeriveReply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) this.#worker.unref();
      pending.resolve(reply);
    });
    const fail = (error: Error) => {
      this.#failure ??= error;
      for (const pending of this.#pending.values()) pending.reject(this.#failure);
      this.#pending.clear();
      if (thread === this) thread = undefined;
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', () => fail(new Error('the image derivation thread has stopped')));
  }

  /** Id 0 is the thread's "ready": its modules loaded, sharp among them. */
  #call(id: number, message?: DeriveRequest): Promise<DeriveReply> {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      if (message) this.#worker.postMessage(message);
    });
  }

  ready(): Promise<DeriveReply> {
    return this.#call(0);
  }

  derive(source: string | Buffer, header?: Metadata): Promise<DeriveReply> {
    const id = this.#next++;
    return this.#call(id, { id, source, header });
  }

  stop(): Promise<number> {
    return this.#worker.terminate();
  }
}

let thread: DeriveThread | undefined;
let starting: Promise<DeriveReply> | undefined;

function current(): DeriveThread {
  if (!thread) {
    thread = new DeriveThread();
    starting = thread.ready();
    // A failure to start is the first derive's error; nobody else waits for it.
    starting.catch(() => {});
  }
  return thread;
}

/**
 * Starts the thread ahead of the first upload (its modules take a few hundred ms to load): the
 * server calls it once it listens. Resolves when the thread answers.
 */
export async function startDeriveThread(): Promise<void> {
  current();
  await starting;
}

/** Stops the thread (the server's close); a later derive starts a new one. */
export async function stopDeriveThread(): Promise<void> {
  const stopping = thread;
  thread = undefined;
  await stopping?.stop();
}

/**
 * deriveFromImage on the derivation thread. A failure of the image (unreadable, past sharp's pixel
 * limit) rejects with the message sharp gave, as deriveFromImage would; a thread that stopped rejects
 * with its own error and the next call starts a new thread.
 */
export async function deriveOnThread(source: string | Buffer, header?: Metadata): Promise<ImageDerivatives> {
  const reply = await current().derive(source, header);
  if (!reply.ok) throw new Error(reply.message);
  const { grid, preview } = reply.derivatives;
  return {
    ...reply.derivatives,
    grid: Buffer.from(grid.buffer, grid.byteOffset, grid.byteLength),
    preview: Buffer.from(preview.buffer, preview.byteOffset, preview.byteLength),
  };
}
