/**
 * When the queue next asks the table for due jobs: `pollMs` after its last claim, or sooner when a
 * job is known to be due sooner (one added to run shortly, a retry, a periodic job's next turn).
 * Every due time is kept until it has passed: an earlier alarm going off does not lose a later one.
 * Its timer is unref'd (it never keeps the process alive).
 */
export function createAlarm(pollMs: number, ring: () => void) {
  const dueTimes = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let timerDue = 0;
  let lastPoll = Date.now();
  let stopped = false;

  function arm(): void {
    if (stopped) return;
    let next = lastPoll + pollMs;
    for (const due of dueTimes) next = Math.min(next, due);
    if (timer && timerDue <= next) return;
    clearTimeout(timer);
    timerDue = next;
    timer = setTimeout(goOff, Math.max(0, next - Date.now()));
    timer.unref();
  }

  function goOff(): void {
    timer = undefined;
    const now = Date.now();
    for (const due of dueTimes) if (due <= now) dueTimes.delete(due);
    ring();
  }

  return {
    /** Something is due in `delayMs`. */
    in(delayMs: number): void {
      dueTimes.add(Date.now() + delayMs);
      arm();
    },
    /** A claim was just made: the next regular one is `pollMs` from now. */
    polled(): void {
      lastPoll = Date.now();
      arm();
    },
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
