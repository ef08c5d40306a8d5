import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits while `busy()` says so, looking again every `everyMs`, for `maxMs` at the most: background
 * work that yields to what people wait for, and still moves on when that never ends. Resolves with
 * how long it waited.
 */
export async function waitWhile(
  busy: () => boolean,
  { everyMs = 500, maxMs = 120_000 }: { everyMs?: number; maxMs?: number } = {},
): Promise<number> {
  let waited = 0;
  while (waited < maxMs && busy()) {
    await sleep(everyMs, undefined, { ref: false });
    waited += everyMs;
  }
  return waited;
}
