import type { AppModule, PlatformContext } from '../../platform/app-module';
import { systemRoutes } from './system.routes';

/** What this module is given (boot/modules.ts). */
export interface SystemNeeds
  extends Pick<PlatformContext, 'database' | 'storage' | 'mailer' | 'config' | 'metrics' | 'isShuttingDown'> {
  /** True while no administrator exists (the auth module knows). */
  setupRequired: () => Promise<boolean>;
}

/** Health, readiness, the public configuration and the operators' metrics. */
export const systemModule: AppModule<SystemNeeds> = async (
  app,
  { setupRequired, database, storage, mailer, config, metrics, isShuttingDown },
) => {
  await app.register(systemRoutes, {
    dbKind: database.kind,
    storageKind: storage.kind,
    brandName: config.brandName,
    mailEnabled: mailer.enabled,
    mailStatus: () => mailer.status(),
    checkDatabase: () => database.ping(),
    // A missing object is an answer; only an error (unreachable, no permission) is a failure.
    checkStorage: async () => {
      await storage.stat('health/probe');
    },
    isShuttingDown,
    setupRequired,
    metrics,
  });
};
