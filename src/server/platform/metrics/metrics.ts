import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import type { JobStats } from '../jobs/scheduler';
import { databaseLoad } from './database-load';

/** The route label of every request no route matched: one label, never one per address asked for. */
const UNMATCHED_ROUTE = 'unmatched';

/** In seconds: from a health probe's millisecond to a long download or upload. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

let processRegistry: Registry | undefined;

/**
 * Node's own metrics (event-loop lag, heap, RSS, GC, handles) on a registry of ours, never
 * prom-client's global one. They describe the process, not an app, so a process has one set however
 * many apps it builds: each set starts an event-loop monitor and a GC observer that nothing stops,
 * and a test worker builds an app for every test file.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface MetricsSources {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  /** The scheduler's sweeps (platform/jobs). */
  jobs: { stats(): JobStats[] };
}

/** One app's metrics: its requests, database and jobs, shown with the process's. */
export interface AppMetrics {
  /** Prometheus' text format, `text/plain; version=0.0.4; charset=utf-8`. */
  readonly contentType: string;
  /** Times one answered request (an `onResponse` hook). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  /** Every metric, read now: the gauges below ask their sources at scrape time, with no timer. */
  text(): Promise<string>;
}

export function createMetrics({ database, jobs }: MetricsSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class (2xx, 4xx...)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  new Gauge({
    name: 'bdi_db_info',
    help: 'The database in use: kind is pglite (embedded) or postgres; always 1',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      this.set({ kind: database.kind }, 1);
    },
  });
  new Gauge({
    name: 'bdi_db_pool_connections',
    help: 'PostgreSQL pool connections: open (total) and idle',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const { total, idle } = databaseLoad(database);
      this.reset();
      if (total !== undefined) this.set({ state: 'total' }, total);
      if (idle !== undefined) this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'bdi_db_waiting_queries',
    help: 'Queries waiting for a pool connection (PostgreSQL) or queued on the embedded database thread (PGlite)',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      const { waiting } = databaseLoad(database);
      this.reset();
      if (waiting !== undefined) this.set({ kind: database.kind }, waiting);
    },
  });

  // Rebuilt from the scheduler's own counts at each scrape: nothing here to keep in step with it.
  const perJob = (value: (job: JobStats) => number) =>
    function (this: Counter<'job'> | Gauge<'job'>) {
      this.reset();
      for (const job of jobs.stats()) this.inc({ job: job.name }, value(job));
    };
  const labelNames = ['job'] as const;
  new Counter({
    name: 'bdi_job_runs_total',
    help: 'Sweep runs finished, failed ones included',
    labelNames,
    registers,
    collect: perJob((job) => job.runs),
  });
  new Counter({
    name: 'bdi_job_failures_total',
    help: 'Sweep runs that failed',
    labelNames,
    registers,
    collect: perJob((job) => job.failures),
  });
  new Gauge({
    name: 'bdi_job_running',
    help: '1 while a run of the sweep is in progress',
    labelNames,
    registers,
    collect: perJob((job) => Number(job.running)),
  });

  return {
    contentType: registry.contentType,
    observe(request, reply) {
      const labels = {
        method: request.method,
        // The pattern (`/api/assets/:id`), never the address: a label per id would grow without bound.
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      requests.observe(labels, reply.elapsedTime / 1000);
    },
    text() {
      return Registry.merge([processMetrics(), registry]).metrics();
    },
  };
}
