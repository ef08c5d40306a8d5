import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Queue } from './jobs/queue';
import type { Scheduler } from './jobs/scheduler';
import type { Mailer } from './mail/mailer';
import type { AppMetrics } from './metrics/metrics';
import type { StorageDriver } from './storage/storage';

/** The platform's pieces a module may declare among its needs (the few that are not services). */
export interface PlatformContext {
  database: DatabaseHandle;
  storage: StorageDriver;
  mailer: Mailer;
  config: Config;
  /** Background jobs: a module registers a kind with `queue.handle` and adds jobs with `queue.enqueue`. */
  queue: Queue;
  /** Periodic jobs: a module registers its sweep with `scheduler.every(name, ms, run)`. */
  scheduler: Scheduler;
  /** The app's Prometheus metrics (requests, database, jobs, the process), for `GET /api/metrics`. */
  metrics: AppMetrics;
  isShuttingDown(): boolean;
}

/**
 * A feature of the API as one Fastify plugin, given only what it declares (`Needs`: its own services,
 * other modules' public faces, platform pieces). boot/modules.ts lists the modules and hands each its
 * needs; adding a feature is adding one line there.
 */
export type AppModule<Needs extends object> = FastifyPluginAsync<Needs>;
