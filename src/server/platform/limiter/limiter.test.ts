import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/helpers/test-app';
import type { DatabaseHandle } from '../db/client';
import { rateLimits } from '../db/schema/index';
import { AppError } from '../errors';
import { addressKey, createLimiterService, rateLimitedError, throwIfBlocked } from './limiter.service';
import { createRateLimitsRepository } from './rate-limits.repository';

const MINUTE = 60_000;
let database: { handle: DatabaseHandle; drop(): Promise<void> };

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.handle.close();
  await database.drop();
});

const limiterOn = (db = database.handle.db, now?: () => number) =>
  createLimiterService({ rateLimits: createRateLimitsRepository(db), now });

async function row(key: string) {
  const [found] = await database.handle.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return found;
}

describe('database rate limiter', () => {
  it('counts hits in one window and blocks past the limit, saying how long is left', async () => {
    const limiter = limiterOn();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('t:count', 3, 15 * MINUTE));
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => r.blocked)).toEqual([false, false, false, true]);
    const wait = results[3]!.retryAfterMs;
    expect(wait).toBeGreaterThan(14 * MINUTE);
    expect(wait).toBeLessThanOrEqual(15 * MINUTE);
    expect((await row('t:count'))?.count).toBe(4);
  });

  it('starts a fresh window once the old one has ended', async () => {
    const limiter = limiterOn();
    for (let i = 0; i < 5; i++) await limiter.hit('t:ended', 3, MINUTE);
    await database.handle.db
      .update(rateLimits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 't:ended'));
    const next = await limiter.hit('t:ended', 3, MINUTE);
    expect(next).toMatchObject({ count: 1, blocked: false });
    expect(next.retryAfterMs).toBeGreaterThan(MINUTE - 5000);
  });

  it('shares counters between two limiters on one database (two app processes)', async () => {
    const first = limiterOn();
    const second = limiterOn();
    await first.hit('t:shared', 2, MINUTE);
    await second.hit('t:shared', 2, MINUTE);
    expect(await first.hit('t:shared', 2, MINUTE)).toMatchObject({ count: 3, blocked: true });
  });

  it('counts concurrent hits exactly (atomic upsert, no read-then-write)', async () => {
    const limiter = limiterOn();
    const counts = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('t:race', 100, MINUTE)));
    expect(counts.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('resets a key and takes back one hit', async () => {
    const limiter = limiterOn();
    for (let i = 0; i < 3; i++) await limiter.hit('t:reset', 10, MINUTE);
    await limiter.undo('t:reset');
    expect((await row('t:reset'))?.count).toBe(2);
    await limiter.reset('t:reset');
    expect(await row('t:reset')).toBeUndefined();
    await limiter.undo('t:never-hit');
    expect(await row('t:never-hit')).toBeUndefined();
  });

  it('purges ended windows now and then while hitting, and keeps live ones', async () => {
    let now = Date.now();
    const limiter = limiterOn(database.handle.db, () => now);
    await limiter.hit('t:old', 5, MINUTE);
    await limiter.hit('t:live', 5, MINUTE);
    await database.handle.db
      .update(rateLimits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 't:old'));
    now += 10 * MINUTE;
    await limiter.hit('t:other', 5, MINUTE);
    expect(await row('t:old')).toBeUndefined();
    expect((await row('t:live'))?.count).toBe(1);
    expect(await limiter.purgeExpired()).toBe(0);
  });
});

describe('the 429 error', () => {
  it('gives the wait in whole minutes, rounded up, singular for one', () => {
    expect(rateLimitedError(12 * MINUTE - 30_000).message).toBe(
      'Muitas tentativas. Tente novamente em 12 minutos.',
    );
    expect(rateLimitedError(1500).message).toBe('Muitas tentativas. Tente novamente em 1 minuto.');
    expect(rateLimitedError(MINUTE + 1).message).toBe('Muitas tentativas. Tente novamente em 2 minutos.');
    const error = rateLimitedError(90_500);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, details: { retryAfterSeconds: 91 } });
  });

  it('is thrown for the longest wait among the blocked counters only', () => {
    expect(() =>
      throwIfBlocked([
        { count: 1, blocked: false, retryAfterMs: 50 * MINUTE },
        { count: 11, blocked: true, retryAfterMs: 3 * MINUTE },
      ]),
    ).toThrow('Tente novamente em 3 minutos.');
  });
});

describe('address keys', () => {
  it('groups an IPv6 /64 and IPv4-mapped addresses like @fastify/rate-limit does', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::9'));
    expect(addressKey('::ffff:10.1.2.3')).toBe(addressKey('10.1.2.3'));
    expect(addressKey('10.1.2.3')).not.toBe(addressKey('10.1.2.4'));
  });
});
