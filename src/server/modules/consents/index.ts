import type { AppModule, PlatformContext } from '../../platform/app-module';
import { consentsRoutes } from './consents.routes';
import type { ConsentsService } from './consents.service';

/** How often consents that ended untold (expired, or revoked whose telling failed) are looked for. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** What this module is given (boot/modules.ts). */
export interface ConsentsNeeds extends Pick<PlatformContext, 'scheduler'> {
  consents: ConsentsService;
}

/** Patients' consents (TCLE) for the assets that show them: records, revocation, the signed files. */
export const consentsModule: AppModule<ConsentsNeeds> = async (app, { consents, scheduler }) => {
  await app.register(consentsRoutes, { consents });
  // An expired consent hides its asset by itself (publishedOn); the sweep tells the downloaders.
  scheduler.every('consent-ends', SWEEP_EVERY_MS, () => consents.sweep());
};

export { createConsentsRepository } from './consents.repository';
export { createConsentsService } from './consents.service';
