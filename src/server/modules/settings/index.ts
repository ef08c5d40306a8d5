import type { AppModule } from '../../platform/app-module';
import { settingsRoutes } from './settings.routes';
import type { SettingsService } from './settings.service';

/** What this module is given (boot/modules.ts). */
export interface SettingsNeeds {
  settings: SettingsService;
}

/** Public settings, the banner and the sign-up switch. */
export const settingsModule: AppModule<SettingsNeeds> = async (app, needs) => {
  await app.register(settingsRoutes, needs);
};

export { createSettingsRepository } from './settings.repository';
export { createSettingsService, type SettingsService } from './settings.service';
