import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, type SignedIn } from '../helpers/accounts';
import { send, snapshot, summarize, unharmed, urlProbes, walkableRoutes } from '../helpers/hostile';
import { HOSTILE_JSON_VALUES, HOSTILE_STRINGS } from '../helpers/hostile-corpus';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every route of the route table, signed in as an admin (so validation is reached), with every
 * hostile value in each path parameter and each declared query parameter: never a 5xx, always our
 * error shape, nothing stored. Bodies and multipart are walked in hostile-input-bodies.test.ts.
 */
let t: TestApp;
let admin: SignedIn;
let before: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Admin Hostil' });
  before = await snapshot(t.db);
});

afterAll(async () => {
  await t.close();
});

describe('hostile input in URLs', () => {
  it('has a corpus of at least 70 bad values', () => {
    expect(HOSTILE_STRINGS.length + HOSTILE_JSON_VALUES.length).toBeGreaterThanOrEqual(70);
  });

  it('answers every path and query probe of every route below 500, with our error shape', async () => {
    const routes = walkableRoutes(t.app);
    expect(routes.length).toBeGreaterThan(30);
    const probes = routes.flatMap((route) => urlProbes(route, admin.cookie));
    expect(probes.length).toBeGreaterThan(2000);
    const broken = await send(t.app, probes);
    expect(summarize(broken)).toEqual([]);
    // Thousands of requests: 60-70 s beside a second suite, past 120 s on an overloaded machine.
  }, 240_000);

  it('leaves the data as it was, stores no control character, and stays healthy', async () => {
    const after = await snapshot(t.db);
    expect(after).toEqual(before);
    expect(await unharmed(t.app, t.db, admin.cookie)).toEqual([]);
  });
});
