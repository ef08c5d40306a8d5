import type { AppModule } from '../../platform/app-module';
import type { Clock } from '../../platform/clock';
import type { ContentWarnings } from '../asset-read';
import { albumsRoutes } from './albums.routes';
import type { AlbumsService } from './albums.service';

/** What this module is given (boot/modules.ts). */
export interface AlbumsNeeds {
  albums: AlbumsService;
  warnings: ContentWarnings;
  clock: Clock;
}

/** Each user's albums. */
export const albumsModule: AppModule<AlbumsNeeds> = async (app, needs) => {
  await app.register(albumsRoutes, needs);
};

export { createAlbumsRepository } from './albums.repository';
export { createAlbumsService } from './albums.service';
