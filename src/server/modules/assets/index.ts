import type { AppModule } from '../../platform/app-module';
import { assetsRoutes } from './assets.routes';

/** Assets: upload, edit, delete, thumbnails. */
export const assetsModule: AppModule = async (app, { services }) => {
  await app.register(assetsRoutes, {
    assets: services.assets,
    ingest: services.ingest,
    warnings: services.contentWarnings,
    clock: services.clock,
  });
};
