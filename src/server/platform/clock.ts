/**
 * What time it is, for the rules that depend on it (validity, consents, campaigns, links that
 * expire): the system clock in production, a settable one in tests, so that no test waits for a day
 * to pass.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stays where it is set; `advance` moves it forward. For tests. */
export function fixedClock(start: Date | string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(to: Date | string) {
      current = new Date(to);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}
