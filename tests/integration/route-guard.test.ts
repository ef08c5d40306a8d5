import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enforceAccessRules } from '../../src/server/plugins/access';
import { createUser, register, type SignedIn } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every API route must be either on this explicit public list or refuse anonymous callers; every
 * admin route must refuse user and franqueado. A route added without a rule fails here.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/config',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'GET /api/settings/public',
  'GET /api/settings/banner',
  // The sign-up form's units; answers SIGNUP_CLOSED to visitors while sign-up is closed.
  'GET /api/units/options',
  // Partner links (issue 17): what a link opens, for anyone who has its address.
  'GET /api/s/:token',
  'GET /api/s/:token/thumbnail',
  'GET /api/s/:token/download',
  'POST /api/s/:token/unlock',
  // Invitations (issue 36): the /convite page reads who is invited, then sets the password.
  'GET /api/invitations/preview',
  'POST /api/invitations/accept',
];

let t: TestApp;
let user: SignedIn;
let franqueado: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await register(t.app);
  user = await createUser(t.app, admin, 'user');
  franqueado = await createUser(t.app, admin, 'franqueado');
});

afterAll(async () => {
  await t.close();
});

const apiRoutes = () =>
  t.app.routeTable.filter(
    (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
  );
const concrete = (url: string) => url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
/**
 * The guard's callers come from another machine: inject's default address is this machine's, which
 * 'admin-or-local' routes (the metrics) let in without a session (their own test covers that).
 */
const REMOTE = '203.0.113.9';

describe('route table', () => {
  it('has an access rule on every API route, and public ones are exactly the listed ones', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    const publicOnes = routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(publicOnes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 to an anonymous caller on every non-public route', async () => {
    for (const route of apiRoutes().filter((r) => r.access !== 'public')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        remoteAddress: REMOTE,
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to user and franqueado on every admin route', async () => {
    const adminRoutes = apiRoutes().filter((r) => r.access === 'admin' || r.access === 'admin-or-local');
    expect(adminRoutes.length).toBeGreaterThan(3);
    // The home's first-run checklist (issue 36) is the admins' own; the metrics are for admins or
    // a scraper on the server's own machine (issue 38).
    expect(adminRoutes.map((r) => `${r.method} ${r.url}:${r.access}`)).toEqual(
      expect.arrayContaining([
        'GET /api/setup/checklist:admin',
        'POST /api/setup/checklist/dismiss:admin',
        'GET /api/metrics:admin-or-local',
      ]),
    );
    for (const who of [user, franqueado]) {
      for (const route of adminRoutes) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          remoteAddress: REMOTE,
          headers: { cookie: who.cookie },
          payload: {},
        });
        expect(res.statusCode, `${who.user.role} ${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('answers 404, as for a missing file, to user and franqueado asking for a signed consent (TCLE)', async () => {
    // Signed in rather than admin: a 403 would confirm that the consent exists (issue 16).
    const route = apiRoutes().find((r) => r.method === 'GET' && r.url === '/api/consents/:id/file');
    expect(route?.access).toBe('signed-in');
    for (const who of [user, franqueado]) {
      const res = await t.app.inject({
        method: 'GET',
        url: concrete(route!.url),
        headers: { cookie: who.cookie },
      });
      expect(res.statusCode, who.user.role).toBe(404);
      expect(res.json().error.code).toBe('CONSENT_NOT_FOUND');
    }
  });

  it('refuses to build an app with a route that declares no access rule', async () => {
    const probe = Fastify();
    enforceAccessRules(probe);
    probe.get('/api/com-regra', { config: { access: 'signed-in' } }, () => 'x');
    expect(() => probe.get('/api/sem-regra', () => 'x')).toThrow(/declares no access rule/);
    expect(probe.routeTable.map((r) => r.url)).toContain('/api/com-regra');
    await probe.close();
  });
});
