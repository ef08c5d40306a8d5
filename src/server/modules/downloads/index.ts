import type { AppModule } from '../../platform/app-module';
import type { Clock } from '../../platform/clock';
import { downloadsRoutes } from './downloads.routes';
import type { DownloadsService } from './downloads.service';

/** What this module is given (boot/modules.ts). */
export interface DownloadsNeeds {
  downloads: DownloadsService;
  clock: Clock;
}

/** Downloads of originals and ZIPs, and view counts. */
export const downloadsModule: AppModule<DownloadsNeeds> = async (app, needs) => {
  await app.register(downloadsRoutes, needs);
};

export { type CleanOriginals, createCleanOriginals, needsCleaning } from './clean-originals';
export { createDownloadsRepository } from './downloads.repository';
export { createDownloadsService, type DownloadsService, ZIP_ERRORS } from './downloads.service';
export { downloadFileName, extensionOf, uniqueNames } from './file-name';
