import { holdTextProcess } from './text/text-process';

/**
 * Image work someone is waiting for (an upload's derivatives, a stamped download, a personalized
 * piece) holds the reading of the words inside files while it runs: the text process is stopped
 * where it is (SIGSTOP) and let go on (SIGCONT) when the last such work ends. Its idle class orders
 * the machine's threads but not what they share under them (caches, memory, the host's cores): a
 * batch of photos read beside an upload took up to half of the upload's speed on a 2-core machine
 * (docs/performance.md). It is held at most `maxHoldMs` at a stretch, so a long stream of uploads
 * delays the reading without stopping it.
 */
export interface Foreground {
  /** `work`, with the reading held while it runs. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createForeground(hold: (held: boolean) => void, maxHoldMs: number): Foreground {
  let running = 0;
  let cap: NodeJS.Timeout | undefined;

  const letGo = () => {
    if (!cap) return;
    clearTimeout(cap);
    cap = undefined;
    hold(false);
  };

  return {
    async run(work) {
      // Held when the first work starts; after the cap, not again until none runs.
      if (running++ === 0) {
        hold(true);
        cap = setTimeout(letGo, maxHoldMs);
        cap.unref();
      }
      try {
        return await work();
      } finally {
        if (--running === 0) letGo();
      }
    },
  };
}

/** Past this at a stretch the reading goes on beside the work (it would fail files as starved at 120 s). */
const MAX_HOLD_MS = 30_000;

const foreground = createForeground(holdTextProcess, MAX_HOLD_MS);

/** `work` with the reading of files held while it runs (see above). */
export const inForeground = <T>(work: () => Promise<T>): Promise<T> => foreground.run(work);

/** `fn` whose every call runs inForeground. */
export const inForegroundAlways =
  <A extends unknown[], T>(fn: (...args: A) => Promise<T>) =>
  (...args: A): Promise<T> =>
    inForeground(() => fn(...args));
