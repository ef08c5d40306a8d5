import type { AppModule } from '../../platform/app-module';
import { settingsRoutes } from './settings.routes';

/** Public settings, the banner and the sign-up switch. */
export const settingsModule: AppModule = async (app, { services }) => {
  await app.register(settingsRoutes, { settings: services.settings });
};
