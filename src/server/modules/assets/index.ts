import type { AppModule } from '../../platform/app-module';
import type { Clock } from '../../platform/clock';
import type { ContentWarnings } from '../asset-read';
import { assetsRoutes } from './assets.routes';
import type { AssetsService } from './assets.service';
import type { IngestService } from './ingest.service';

/** What this module is given (boot/modules.ts). */
export interface AssetsNeeds {
  assets: AssetsService;
  ingest: IngestService;
  warnings: ContentWarnings;
  clock: Clock;
}

/** Assets: upload, edit, delete, thumbnails. */
export const assetsModule: AppModule<AssetsNeeds> = async (app, needs) => {
  await app.register(assetsRoutes, needs);
};

export { createAssetsRepository } from './assets.repository';
export { type AssetsService, createAssetsService } from './assets.service';
export { createIngestService } from './ingest.service';
