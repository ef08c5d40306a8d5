import type { AppModule } from '../../platform/app-module';
import { auditRoutes } from './audit.routes';

/** The audit log (issue 17): admins read and export it; entries are written by `recordAudit`. */
export const auditModule: AppModule = async (app, { services }) => {
  await app.register(auditRoutes, { audit: services.audit, clock: services.clock });
};
