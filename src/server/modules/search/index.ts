import type { AppModule } from '../../platform/app-module';
import type { Clock } from '../../platform/clock';
import type { ContentWarnings } from '../asset-read';
import { searchRoutes } from './search.routes';
import type { SearchService } from './search.service';

/** What this module is given (boot/modules.ts). */
export interface SearchNeeds {
  search: SearchService;
  warnings: ContentWarnings;
  clock: Clock;
}

/** The gallery's search, counts, suggestions and similar images. */
export const searchModule: AppModule<SearchNeeds> = async (app, needs) => {
  await app.register(searchRoutes, needs);
};

export { createSearchRepository } from './search.repository';
export { createCachedSearchService } from './search-cache';
export { createTextChanges } from './text-changes';
