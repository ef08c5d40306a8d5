import type { AppModule, PlatformContext } from '../../platform/app-module';
import { DEFAULT_BRAND_NAME } from '../../platform/config';
import type { SettingsService } from '../settings';
import { createSetupRepository } from './setup.repository';
import { setupRoutes } from './setup.routes';
import { createSetupService } from './setup.service';

/** What this module is given (boot/modules.ts). */
export interface SetupNeeds extends Pick<PlatformContext, 'database' | 'config'> {
  settings: SettingsService;
}

/** The first-run checklist on the admins' home (issue 36): name and banner, units, people. */
export const setupModule: AppModule<SetupNeeds> = async (app, { settings, database, config }) => {
  const setup = createSetupService({
    setup: createSetupRepository(database.db),
    settings,
    brandName: config.brandName,
    defaultBrandName: DEFAULT_BRAND_NAME,
  });
  await app.register(setupRoutes, { setup });
};
