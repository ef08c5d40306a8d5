import type { AppModule } from '../../platform/app-module';
import type { Clock } from '../../platform/clock';
import { auditRoutes } from './audit.routes';
import type { AuditService } from './audit.service';

/** What this module is given (boot/modules.ts). */
export interface AuditNeeds {
  audit: AuditService;
  clock: Clock;
}

/** The audit log (issue 17): admins read and export it; entries are written by `recordAudit`. */
export const auditModule: AppModule<AuditNeeds> = async (app, needs) => {
  await app.register(auditRoutes, needs);
};

export { createAuditRepository } from './audit.repository';
export { createAuditService } from './audit.service';
