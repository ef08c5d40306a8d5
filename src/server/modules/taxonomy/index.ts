import type { AppModule } from '../../platform/app-module';
import type { Clock } from '../../platform/clock';
import { taxonomyRoutes } from './taxonomy.routes';
import type { TaxonomyService } from './taxonomy.service';

/** What this module is given (boot/modules.ts). */
export interface TaxonomyNeeds {
  taxonomy: TaxonomyService;
  clock: Clock;
}

/** Categories and tags. */
export const taxonomyModule: AppModule<TaxonomyNeeds> = async (app, needs) => {
  await app.register(taxonomyRoutes, needs);
};

export { createCategoriesRepository } from './categories.repository';
export { createTagsRepository } from './tags.repository';
export { createTaxonomyService } from './taxonomy.service';
