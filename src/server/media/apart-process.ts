import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type CallsPort, WorkerCalls } from '../platform/worker-calls';

/**
 * Work the server hands to a process of its own at the lowest CPU priority (the child side is
 * apart-child.ts): deriving images (derive-process.ts), reading the text inside files
 * (text/text-process.ts). Decoding a photo or reading a poster keeps a core busy for a second or
 * more; in the server's process those threads took the CPU in equal shares with the ones that answer
 * searches, pages and health probes, so an upload slowed the whole network. The operating system now
 * gives them only what those leave (docs/performance.md), and their garbage stays off the server's heap.
 */

/**
 * A process with nothing to do for this long ends, and its memory and caches with it: a server
 * holds them only while work arrives. The next call starts a new one (a few hundred ms, paid by the
 * first file of an upload, not by the server's start).
 */
const IDLE_STOP_MS = 60_000;

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
        // A held process (ApartProcess.hold) acts on the signal only once let go.
        forked.kill('SIGCONT');
      }
      await exited;
    },
  };
}

/** util-linux's setpriv, which can ask the kernel to end a process when its parent dies. */
const SETPRIV = '/usr/bin/setpriv';

/**
 * How the child is started: through setpriv with a parent-death signal where there is one. A held
 * process (ApartProcess.hold) cannot notice that its server died and would stay stopped for good;
 * SIGKILL ends it, stopped or not.
 */
function launcher(): { execPath?: string; execArgv: string[] } {
  if (process.platform !== 'linux' || !existsSync(SETPRIV)) return { execArgv: [] };
  return { execPath: SETPRIV, execArgv: ['--pdeathsig', 'KILL', process.execPath] };
}

export interface ApartProcessOptions {
  /**
   * The child's entry, beside the module that names it: in src a plain .mjs that registers tsx and
   * loads the TypeScript loop, in dist/server the loop compiled under the same name
   * (scripts/build-server.ts).
   */
  script: URL;
  /** The error's message for the calls a stopped process leaves unanswered. */
  stopped: string;
}

/** One kind of work's process: started by the first call, stopped after IDLE_STOP_MS without work. */
export class ApartProcess<Reply extends { id: number }> {
  readonly #options: ApartProcessOptions;
  #child: { calls: WorkerCalls<Reply>; pid?: number } | undefined;
  #idleTimer: NodeJS.Timeout | undefined;
  #held = false;

  constructor(options: ApartProcessOptions) {
    this.#options = options;
  }

  /** Whether the process is running now. */
  get running(): boolean {
    return this.#child !== undefined;
  }

  /** The process's id while it runs. */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /**
   * Sends `message` to the process (started if none runs) and resolves with its reply; a process
   * that stopped rejects with `stopped` and the next call starts a new one.
   */
  call(message: Record<string, unknown>): Promise<Reply> {
    return this.#current()
      .call(message)
      .finally(() => this.#stopWhenIdle());
  }

  /**
   * Holds the process where it is (SIGSTOP: its threads take no CPU, its calls wait) or lets it go
   * on (SIGCONT); a process started while held is held from its start.
   */
  hold(held: boolean): void {
    this.#held = held;
    this.#signal(held ? 'SIGSTOP' : 'SIGCONT');
  }

  #signal(signal: NodeJS.Signals): void {
    const pid = this.#child?.pid;
    if (pid === undefined) return;
    try {
      process.kill(pid, signal);
    } catch {
      // It has just ended: the next call starts another.
    }
  }

  /** Stops the process (the server's close); a later call starts a new one. */
  async stop(): Promise<void> {
    clearTimeout(this.#idleTimer);
    const stopping = this.#child;
    this.#child = undefined;
    await stopping?.calls.terminate();
  }

  #stopWhenIdle(): void {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      if (this.#child && this.#child.calls.waiting === 0) void this.stop();
    }, IDLE_STOP_MS).unref();
  }

  #current(): WorkerCalls<Reply> {
    if (!this.#child) {
      const forked = fork(fileURLToPath(this.#options.script), [], {
        // Buffers cross as they are; the server's own flags (a profiler, tsx) are not the child's.
        serialization: 'advanced',
        ...launcher(),
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const calls = new WorkerCalls<Reply>(portOf(forked), this.#options.stopped, () => {
        // A process that failed is replaced by the next call.
        if (this.#child?.calls === calls) this.#child = undefined;
      });
      // A failure to start is the first call's error; nobody else waits for it.
      calls.ready().catch(() => {});
      this.#child = { calls, ...(forked.pid ? { pid: forked.pid } : {}) };
      if (this.#held) this.#signal('SIGSTOP');
    }
    return this.#child.calls;
  }
}
