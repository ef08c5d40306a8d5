import type { AppModule, PlatformContext } from '../../platform/app-module';
import { shareLinksRoutes } from './share-links.routes';
import type { ShareLinksService } from './share-links.service';
import { sharedMaterialRoutes } from './shared-material.routes';
import type { SharedMaterialService } from './shared-material.service';

/** How often unlocks that can open nothing any more (expired, or of an ended link) are removed. */
const SWEEP_EVERY_MS = 60 * 60_000;

/** What this module is given (boot/modules.ts). */
export interface ShareLinksNeeds extends Pick<PlatformContext, 'config' | 'scheduler'> {
  shareLinks: ShareLinksService;
  sharedMaterial: SharedMaterialService;
}

/** "Link para parceiros" (issue 17): links their creators manage, and what a link opens publicly. */
export const shareLinksModule: AppModule<ShareLinksNeeds> = async (
  app,
  { shareLinks, sharedMaterial, config, scheduler },
) => {
  await app.register(shareLinksRoutes, { shareLinks, publicUrl: config.publicUrl });
  await app.register(sharedMaterialRoutes, { shared: sharedMaterial, publicUrl: config.publicUrl });
  scheduler.every('share-link-unlocks', SWEEP_EVERY_MS, () => sharedMaterial.sweepUnlocks());
};

export { createShareLinksRepository } from './share-links.repository';
export { createShareLinksService } from './share-links.service';
export { createSharedMaterialService } from './shared-material.service';
