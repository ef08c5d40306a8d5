import { DEFAULT_BRAND_NAME } from '../../boot/config';
import type { AppModule } from '../../platform/app-module';
import { createSetupRepository } from './setup.repository';
import { setupRoutes } from './setup.routes';
import { createSetupService } from './setup.service';

/** The first-run checklist on the admins' home (issue 36): name and banner, units, people. */
export const setupModule: AppModule = async (app, { services, database, config }) => {
  const setup = createSetupService({
    setup: createSetupRepository(database.db),
    settings: services.settings,
    brandName: config.brandName,
    defaultBrandName: DEFAULT_BRAND_NAME,
  });
  await app.register(setupRoutes, { setup });
};
