import type { AppModule } from '../../platform/app-module';
import { albumsRoutes } from './albums.routes';

/** Each user's albums. */
export const albumsModule: AppModule = async (app, { services }) => {
  await app.register(albumsRoutes, {
    albums: services.albums,
    warnings: services.contentWarnings,
    clock: services.clock,
  });
};
