import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LimiterService } from '../platform/limiter/limiter.service';
import { addressKey, rateLimitedError } from '../platform/limiter/limiter.service';
import type { RateLimitRule } from '../platform/limiter/limits';
import { currentUser } from './auth';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit for the routes that set `config.rateLimit` (none by default), counting in the
 * same database table as the sign-in limits so every app process shares them. It runs as a
 * preHandler, after the auth guard (onRequest) has set request.user, and answers our error shape.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { limiter }: { limiter: LimiterService }) => {
    class DatabaseStore {
      incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
        limiter.hit(key, max, timeWindow).then(
          (result) => callback(null, { current: result.count, ttl: result.retryAfterMs }),
          (error: Error) => {
            // skipOnError lets the request through: a counter outage must not turn into a 500.
            app.log.warn({ err: error, key }, 'rate limit counter unavailable');
            callback(error);
          },
        );
      }

      /** Keys already name their route's bucket (perUserRateLimit), so one store serves all. */
      child(): DatabaseStore {
        return this;
      }
    }

    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      store: DatabaseStore,
      skipOnError: true,
      errorResponseBuilder: (_request, context) => rateLimitedError(context.ttl),
    });
  },
  { name: 'rate-limit' },
);

/** A route's `config.rateLimit`: at most `rule.limit` calls per window for each signed-in user. */
export function perUserRateLimit(bucket: string, rule: RateLimitRule): RateLimitOptions {
  return {
    max: rule.limit,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `${bucket}:user:${currentUser(request).id}`,
  };
}

/** A public route's `config.rateLimit`: at most `rule.limit` calls per window from one client address. */
export function perAddressRateLimit(bucket: string, rule: RateLimitRule): RateLimitOptions {
  return {
    max: rule.limit,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `${bucket}:address:${addressKey(request.ip)}`,
  };
}
