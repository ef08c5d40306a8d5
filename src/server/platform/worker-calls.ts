/**
 * What the calls talk through: a worker thread as it is (node:worker_threads' Worker), or a child
 * process adapted to it (media/derive-process.ts).
 */
export interface CallsPort {
  postMessage(message: unknown): void;
  // biome-ignore lint/suspicious/noExplicitAny: Worker and ChildProcess type their listeners each their own way.
  on(event: 'message' | 'error' | 'exit', listener: (value: any) => void): unknown;
  ref(): void;
  unref(): void;
  terminate(): Promise<unknown>;
}

/**
 * Calls answered by a worker thread or process: each message carries an id and the reply with that
 * id settles its call. The worker keeps the server alive only while a call waits. Once it fails or
 * stops, every waiting call fails with that error, and so does every later one. The embedded
 * database's thread (db/pglite-remote.ts) and the image process (media/derive-process.ts) talk this way.
 */
export class WorkerCalls<Reply extends { id: number }> {
  readonly #worker: CallsPort;
  readonly #pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  #next = 1;
  #failure: Error | undefined;

  /** `stopped` is the error's message when the thread ends; `onFailure` runs once it has failed. */
  constructor(worker: CallsPort, stopped: string, onFailure?: (error: Error) => void) {
    this.#worker = worker;
    worker.unref();
    worker.on('message', (reply: Reply) => this.#settle(reply));
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

  terminate(): Promise<unknown> {
    return this.#worker.terminate();
  }

  #settle(reply: Reply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    pending.resolve(reply);
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
