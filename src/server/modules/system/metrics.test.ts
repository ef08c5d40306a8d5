import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, type SignedIn } from '../../../../tests/helpers/accounts';
import { apiSuite, requestAs } from '../../../../tests/helpers/api-suite';
import { parsePrometheusText, samplesOf } from '../../../../tests/helpers/prometheus';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

const s = apiSuite({ people: true });
/** Another machine (TEST-NET-3); inject's own default is 127.0.0.1, this machine. */
const REMOTE = '203.0.113.9';
const FAKE_ID = '00000000-0000-4000-8000-000000000000';

function scrape(options: { from?: string; who?: SignedIn; headers?: Record<string, string> } = {}) {
  const request: InjectOptions = {
    method: 'GET',
    url: '/api/metrics',
    remoteAddress: options.from ?? REMOTE,
    headers: { ...(options.who ? { cookie: options.who.cookie } : {}), ...options.headers },
  };
  return s.t.app.inject(request);
}

describe('GET /api/metrics: who may read it', () => {
  it('refuses a franqueado and a user signed in from another machine, and nobody signed in', async () => {
    for (const who of [s.franqueado, s.user]) {
      const res = await scrape({ who });
      expect(res.statusCode, who.user.role).toBe(403);
      expect(res.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Você não tem permissão para realizar esta ação.',
      });
    }
    const anonymous = await scrape();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers an admin from another machine, compressed when asked as Prometheus asks', async () => {
    const res = await scrape({ who: s.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const gzipped = await scrape({ who: s.admin, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  it('answers this machine with no session, over IPv4, IPv6 and IPv4-mapped loopback', async () => {
    for (const from of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await scrape({ from });
      expect(res.statusCode, from).toBe(200);
      expect(parsePrometheusText(res.body).length, from).toBeGreaterThan(20);
    }
  });

  it('does not take a forwarding header for the address, nor a relayed request for a local one', async () => {
    const claim = { 'x-forwarded-for': '127.0.0.1' };
    expect((await scrape({ who: s.franqueado, headers: claim })).statusCode).toBe(403);
    expect((await scrape({ headers: claim })).statusCode).toBe(401);
    // A proxy on this machine relaying a visitor: the socket is loopback, the visitor is not.
    const relayed = await scrape({ from: '127.0.0.1', headers: { 'x-forwarded-for': REMOTE } });
    expect(relayed.statusCode).toBe(401);
  });
});

describe('GET /api/metrics behind a trusted proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  let franqueado: SignedIn;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: 1 });
    await register(proxied.app);
    franqueado = await register(proxied.app, { role: 'franqueado' });
  });
  afterAll(() => proxied.close());

  it('refuses a remote client whose X-Forwarded-For says 127.0.0.1, though request.ip believes it', async () => {
    const asked = (cookie?: string) =>
      proxied.app.inject({
        method: 'GET',
        url: '/api/metrics',
        remoteAddress: REMOTE,
        headers: { 'x-forwarded-for': '127.0.0.1', ...(cookie ? { cookie } : {}) },
      });
    expect((await asked(franqueado.cookie)).statusCode).toBe(403);
    expect((await asked()).statusCode).toBe(401);
  });
});

describe('GET /api/metrics: what it shows', () => {
  it('requests by route pattern, the event loop, memory, the database and the sweeps, as Prometheus text', async () => {
    expect((await requestAs(s.t.app, s.admin, 'GET', `/api/assets/${FAKE_ID}`)).statusCode).toBe(404);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await s.t.app.inject({ method: 'GET', url: `/api/nao-existe/${FAKE_ID}` })).statusCode).toBe(404);
    await s.t.app.scheduler.runNow('consent-ends');

    const res = await scrape({ from: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    const samples = parsePrometheusText(res.body);
    const count = (labels: Record<string, string>) =>
      samplesOf(samples, 'http_request_duration_seconds_count', labels)[0]?.value ?? 0;
    expect(count({ method: 'GET', route: '/api/assets/:id', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(count({ method: 'GET', route: '/api/health', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(count({ method: 'GET', route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(samplesOf(samples, 'http_request_duration_seconds_bucket').length).toBeGreaterThan(10);
    // The pattern, never an address: no label carries the id that was asked for.
    expect(samples.filter((sample) => Object.values(sample.labels).some((v) => v.includes(FAKE_ID)))).toEqual(
      [],
    );

    expect(samplesOf(samples, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(samplesOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    expect(samplesOf(samples, 'process_resident_memory_bytes')[0]?.value).toBeGreaterThan(0);
    expect(samplesOf(samples, 'nodejs_heap_size_used_bytes')[0]?.value).toBeGreaterThan(0);

    const kind = process.env.TEST_DB as 'pglite' | 'postgres';
    expect(samplesOf(samples, 'bdi_db_info', { kind })[0]?.value).toBe(1);
    if (kind === 'postgres') {
      expect(samplesOf(samples, 'bdi_db_pool_connections', { state: 'total' })[0]?.value).toBeGreaterThan(0);
      expect(samplesOf(samples, 'bdi_db_pool_connections', { state: 'idle' })).toHaveLength(1);
      expect(samplesOf(samples, 'bdi_db_waiting_queries', { kind })[0]?.value).toBe(0);
    }

    expect(samplesOf(samples, 'bdi_job_runs_total', { job: 'consent-ends' })[0]?.value).toBe(1);
    expect(samplesOf(samples, 'bdi_job_failures_total', { job: 'consent-ends' })[0]?.value).toBe(0);
    expect(samplesOf(samples, 'bdi_job_runs_total', { job: 'share-link-unlocks' })[0]?.value).toBe(0);
  });
});
