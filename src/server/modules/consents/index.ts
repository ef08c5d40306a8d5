import type { AppModule } from '../../platform/app-module';
import { consentsRoutes } from './consents.routes';

/** How often consents that ended untold (expired, or revoked whose telling failed) are looked for. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** Patients' consents (TCLE) for the assets that show them: records, revocation, the signed files. */
export const consentsModule: AppModule = async (app, { services, scheduler }) => {
  await app.register(consentsRoutes, { consents: services.consents });
  // An expired consent hides its asset by itself (publishedOn); the sweep tells the downloaders.
  scheduler.every('consent-ends', SWEEP_EVERY_MS, () => services.consents.sweep());
};
