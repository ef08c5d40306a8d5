import { describe, expect, it } from 'vitest';
import { createSignedInCache } from './signed-in-cache';

const session = (userId: string, n = 0) => ({ user: { id: userId }, n });

/** A read that finds no session, counted in `reads`. */
const nothing = (reads: { n: number }) => async () => {
  reads.n++;
  return undefined;
};

describe('the signed-in cache', () => {
  it('answers a token from memory once read, and reads it again once forgotten', async () => {
    const cache = createSignedInCache<ReturnType<typeof session>>();
    let reads = 0;
    const read = async () => session('ana', ++reads);
    expect(await cache.read('t1', read)).toEqual(session('ana', 1));
    expect(await cache.read('t1', read)).toEqual(session('ana', 1));
    expect(reads).toBe(1);
    cache.forgetToken('t1');
    expect(await cache.read('t1', read)).toEqual(session('ana', 2));
  });

  it("forgets every token of one user, and nobody else's", async () => {
    const cache = createSignedInCache<ReturnType<typeof session>>();
    let reads = 0;
    await cache.read('ana-phone', async () => session('ana', ++reads));
    await cache.read('ana-laptop', async () => session('ana', ++reads));
    await cache.read('bia', async () => session('bia', ++reads));
    cache.forgetUser('ana');
    await cache.read('ana-phone', async () => session('ana', ++reads));
    await cache.read('ana-laptop', async () => session('ana', ++reads));
    await cache.read('bia', async () => session('bia', ++reads));
    expect(reads).toBe(5);
    cache.forgetAll();
    await cache.read('bia', async () => session('bia', ++reads));
    expect(reads).toBe(6);
  });

  it('does not keep a read that began before a change: it may hold what the change removed', async () => {
    const cache = createSignedInCache<ReturnType<typeof session>>();
    let finish: (value: ReturnType<typeof session>) => void = () => {};
    const inFlight = cache.read('t1', () => new Promise((resolve) => (finish = resolve)));
    // The sign-out commits while the read is on its way back with the old row.
    cache.forgetToken('t1');
    finish(session('ana', 1));
    expect(await inFlight).toEqual(session('ana', 1));
    const reads = { n: 0 };
    expect(await cache.read('t1', nothing(reads))).toBeUndefined();
    expect(reads.n).toBe(1);
  });

  it('keeps nothing for a token that matched no session, and reads again past its age', async () => {
    const cache = createSignedInCache<ReturnType<typeof session>>({ ttlMs: 20 });
    const reads = { n: 0 };
    await cache.read('gone', nothing(reads));
    await cache.read('gone', nothing(reads));
    expect(reads.n).toBe(2);
    await cache.read('t1', async () => session('ana', ++reads.n));
    await new Promise((resolve) => setTimeout(resolve, 40));
    await cache.read('t1', async () => session('ana', ++reads.n));
    expect(reads.n).toBe(4);
  });
});
