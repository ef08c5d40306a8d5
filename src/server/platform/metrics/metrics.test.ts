import { describe, expect, it } from 'vitest';
import { parsePrometheusText, samplesOf } from '../../../../tests/helpers/prometheus';
import type { Database } from '../db/client';
import type { JobStats } from '../jobs/scheduler';
import { databaseLoad } from './database-load';
import { createMetrics } from './metrics';

/** A database handle whose drizzle `$client` is `client` (a pool, the PGlite thread, or neither). */
const handleOver = (client: object, kind: 'pglite' | 'postgres' = 'postgres') => ({
  db: { $client: client } as unknown as Database,
  kind,
});

const noJobs = { stats: (): JobStats[] => [] };

describe('databaseLoad', () => {
  it("reads node-postgres' pool counts", () => {
    const pool = { totalCount: 4, idleCount: 1, waitingCount: 2, options: {} };
    expect(databaseLoad(handleOver(pool))).toEqual({ total: 4, idle: 1, waiting: 2 });
  });

  it("reads the embedded database thread's queue when it tells it, and leaves out what is not told", () => {
    expect(databaseLoad(handleOver({ waiting: 3 }))).toEqual({ waiting: 3 });
    expect(databaseLoad(handleOver({ query: () => {} }))).toEqual({});
    expect(databaseLoad({ db: {} as Database })).toEqual({});
  });
});

describe('createMetrics', () => {
  it('shows the database and the sweeps as they are at scrape time', async () => {
    const pool = { totalCount: 3, idleCount: 3, waitingCount: 0 };
    const stats: JobStats[] = [{ name: 'consent-ends', runs: 2, failures: 1, running: false }];
    const metrics = createMetrics({ database: handleOver(pool), jobs: { stats: () => stats } });
    let samples = parsePrometheusText(await metrics.text());
    expect(samplesOf(samples, 'bdi_db_pool_connections', { state: 'total' })[0]?.value).toBe(3);
    expect(samplesOf(samples, 'bdi_job_failures_total', { job: 'consent-ends' })[0]?.value).toBe(1);

    Object.assign(pool, { idleCount: 1, waitingCount: 5 });
    stats[0] = { name: 'consent-ends', runs: 3, failures: 1, running: true };
    samples = parsePrometheusText(await metrics.text());
    expect(samplesOf(samples, 'bdi_db_pool_connections', { state: 'idle' })[0]?.value).toBe(1);
    expect(samplesOf(samples, 'bdi_db_waiting_queries', { kind: 'postgres' })[0]?.value).toBe(5);
    expect(samplesOf(samples, 'bdi_job_runs_total', { job: 'consent-ends' })[0]?.value).toBe(3);
    expect(samplesOf(samples, 'bdi_job_running', { job: 'consent-ends' })[0]?.value).toBe(1);
  });

  it('on PGlite shows no pool, and the queue only when the thread tells it', async () => {
    const silent = parsePrometheusText(
      await createMetrics({ database: handleOver({}, 'pglite'), jobs: noJobs }).text(),
    );
    expect(samplesOf(silent, 'bdi_db_info', { kind: 'pglite' })[0]?.value).toBe(1);
    expect(samplesOf(silent, 'bdi_db_pool_connections')).toEqual([]);
    expect(samplesOf(silent, 'bdi_db_waiting_queries')).toEqual([]);
    const told = parsePrometheusText(
      await createMetrics({ database: handleOver({ waiting: 7 }, 'pglite'), jobs: noJobs }).text(),
    );
    expect(samplesOf(told, 'bdi_db_waiting_queries', { kind: 'pglite' })[0]?.value).toBe(7);
  });

  it('lets several apps of one process keep metrics of their own beside the one set of Node metrics', async () => {
    const first = createMetrics({ database: handleOver({ totalCount: 1 }), jobs: noJobs });
    const second = createMetrics({ database: handleOver({ totalCount: 9 }), jobs: noJobs });
    for (const [metrics, total] of [
      [first, 1],
      [second, 9],
    ] as const) {
      expect(metrics.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
      const samples = parsePrometheusText(await metrics.text());
      expect(samplesOf(samples, 'bdi_db_pool_connections', { state: 'total' })[0]?.value).toBe(total);
      expect(samplesOf(samples, 'process_resident_memory_bytes')[0]?.value).toBeGreaterThan(0);
      expect(samplesOf(samples, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    }
  });
});
