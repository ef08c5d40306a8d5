import type { AppModule } from '../../platform/app-module';
import { downloadsRoutes } from './downloads.routes';

/** Downloads of originals and ZIPs, and view counts. */
export const downloadsModule: AppModule = async (app, { services }) => {
  await app.register(downloadsRoutes, { downloads: services.downloads, clock: services.clock });
};
