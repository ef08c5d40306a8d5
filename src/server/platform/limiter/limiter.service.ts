import { normalizeIP } from '@fastify/rate-limit';
import { format, messages } from '../../../shared/messages/pt-BR';
import { AppError } from '../errors';
import type { RateLimitsRepository } from './rate-limits.repository';

/** Ended windows are swept by the next hit after this long, so the table stays small. */
const PURGE_EVERY_MS = 5 * 60 * 1000;

export interface HitResult {
  /** Hits in the current window, this one included. */
  count: number;
  /** True past the limit: the attempt must be refused. */
  blocked: boolean;
  /** Until the window ends. */
  retryAfterMs: number;
}

/** The 429 for a wait: Retry-After in whole seconds and a pt-BR message in whole minutes, rounded up. */
export function rateLimitedError(retryAfterMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    minutes === 1 ? messages.rateLimit.oneMinute : format(messages.rateLimit.minutes, { n: minutes });
  return new AppError('RATE_LIMITED', {
    params: { wait },
    details: { retryAfterSeconds },
  });
}

/** Refuses when any counter is past its limit, telling the longest wait among those. */
export function throwIfBlocked(results: HitResult[]): void {
  const waits = results.filter((r) => r.blocked).map((r) => r.retryAfterMs);
  if (waits.length > 0) throw rateLimitedError(Math.max(...waits));
}

/**
 * The key part for a client address, grouped as @fastify/rate-limit does: an IPv6 client usually
 * holds a whole /64, and an IPv4-mapped address is the IPv4 one.
 */
export function addressKey(ip: string): string {
  return normalizeIP(ip, 64);
}

interface Deps {
  rateLimits: RateLimitsRepository;
  now?: () => number;
}

/** Counters in the database, so every app process behind a load balancer sees the same ones. */
export function createLimiterService({ rateLimits, now = Date.now }: Deps) {
  let lastPurge = now();

  async function purgeWhenDue(): Promise<void> {
    if (now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now();
    await rateLimits.deleteEnded();
  }

  return {
    /**
     * Counts an attempt before it is made, so parallel requests cannot all slip under the limit;
     * the caller refuses it when `blocked`.
     */
    async hit(key: string, limit: number, windowMs: number): Promise<HitResult> {
      const { count, remainingMs } = await rateLimits.hit(key, windowMs);
      await purgeWhenDue();
      return { count, blocked: count > limit, retryAfterMs: remainingMs };
    },

    /** Takes back one counted attempt that turned out legitimate. */
    undo(key: string): Promise<void> {
      return rateLimits.undo(key);
    },

    reset(key: string): Promise<void> {
      return rateLimits.delete(key);
    },

    /** Clears every counter whose key starts with `prefix`. */
    resetAll(prefix: string): Promise<void> {
      return rateLimits.deleteByPrefix(prefix);
    },

    purgeExpired(): Promise<number> {
      return rateLimits.deleteEnded();
    },
  };
}

export type LimiterService = ReturnType<typeof createLimiterService>;
