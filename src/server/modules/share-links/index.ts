import type { AppModule } from '../../platform/app-module';
import { shareLinksRoutes } from './share-links.routes';
import { sharedMaterialRoutes } from './shared-material.routes';

/** How often unlocks that can open nothing any more (expired, or of an ended link) are removed. */
const SWEEP_EVERY_MS = 60 * 60_000;

/** "Link para parceiros" (issue 17): links their creators manage, and what a link opens publicly. */
export const shareLinksModule: AppModule = async (app, { services, config, scheduler }) => {
  await app.register(shareLinksRoutes, { shareLinks: services.shareLinks, publicUrl: config.publicUrl });
  await app.register(sharedMaterialRoutes, { shared: services.sharedMaterial, publicUrl: config.publicUrl });
  scheduler.every('share-link-unlocks', SWEEP_EVERY_MS, () => services.sharedMaterial.sweepUnlocks());
};
