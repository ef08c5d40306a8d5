import type { AppModule } from '../../platform/app-module';
import { systemRoutes } from './system.routes';

/** Health, readiness and the public configuration. */
export const systemModule: AppModule = async (
  app,
  { services, database, storage, mailer, config, isShuttingDown },
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
    setupRequired: () => services.auth.setupRequired(),
  });
};
