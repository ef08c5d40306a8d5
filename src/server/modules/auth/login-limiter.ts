/**
 * Counts failed logins per e-mail and IP in a sliding window. In memory while the app runs on one
 * node (DESIGN.md section 2 allows it); the counters are not needed by a second instance to be safe.
 */
export function createLoginLimiter(options: { maxFailures: number; windowMs: number; now?: () => number }) {
  const failures = new Map<string, number[]>();
  const now = options.now ?? Date.now;

  function recent(key: string): number[] {
    const since = now() - options.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  return {
    isBlocked(key: string): boolean {
      return recent(key).length >= options.maxFailures;
    },
    recordFailure(key: string): void {
      const list = recent(key);
      list.push(now());
      failures.set(key, list);
      if (failures.size > 10_000) {
        for (const k of failures.keys()) recent(k);
      }
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
