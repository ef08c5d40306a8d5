import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../boot/config';
import type { Services } from '../boot/services';
import type { DatabaseHandle } from './db/client';
import type { Scheduler } from './jobs/scheduler';
import type { Mailer } from './mail/mailer';
import type { StorageDriver } from './storage/storage';

/** What every module plugin is given: the services and the few resources some modules need. */
export interface ModuleContext {
  services: Services;
  database: DatabaseHandle;
  storage: StorageDriver;
  mailer: Mailer;
  config: Config;
  /** Periodic jobs: a module registers its sweep with `scheduler.every(name, ms, run)`. */
  scheduler: Scheduler;
  isShuttingDown(): boolean;
}

/**
 * A feature of the API as one Fastify plugin: it registers its routes (and anything else it needs,
 * such as hooks) from the context. app.ts lists the modules; adding a feature is adding one here.
 */
export type AppModule = FastifyPluginAsync<ModuleContext>;
