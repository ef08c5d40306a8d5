import type { Worker } from 'node:worker_threads';

/**
 * Calls answered by a worker thread: each message carries an id and the reply with that id settles
 * its call. The thread keeps the process alive only while a call waits. Once the thread fails or
 * stops, every waiting call fails with that error, and so does every later one. The embedded
 * database's thread (db/pglite-remote.ts) and the image thread (media/derive-thread.ts) talk this way.
 */
export class WorkerCalls<Reply extends { id: number }> {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  #next = 1;
  #failure: Error | undefined;

  /** `stopped` is the error's message when the thread ends; `onFailure` runs once it has failed. */
  constructor(worker: Worker, stopped: string, onFailure?: (error: Error) => void) {
    this.#worker = worker;
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) worker.unref();
      pending.resolve(reply);
    });
    const fail = (error: Error) => {
      const first = this.#failure === undefined;
      this.#failure ??= error;
      for (const pending of this.#pending.values()) pending.reject(this.#failure);
      this.#pending.clear();
      if (first) onFailure?.(this.#failure);
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error(stopped)));
  }

  /** The error the thread failed with, once it has. */
  get failure(): Error | undefined {
    return this.#failure;
  }

  /** Calls sent and not answered yet: the thread's queue depth (the embedded database's, for metrics). */
  get waiting(): number {
    return this.#pending.size;
  }

  /** The thread's first message, id 0 ("ready", or why it could not start); nothing is sent. */
  ready(): Promise<Reply> {
    return this.#wait(0);
  }

  /** Sends `message` with the next id and resolves with its reply. */
  call(message: Record<string, unknown>): Promise<Reply> {
    const id = this.#next++;
    return this.#wait(id, { ...message, id });
  }

  terminate(): Promise<number> {
    return this.#worker.terminate();
  }

  #wait(id: number, message?: Record<string, unknown>): Promise<Reply> {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise<Reply>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      if (message) this.#worker.postMessage(message);
    });
  }
}
