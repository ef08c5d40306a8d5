import type { AppModule } from '../../platform/app-module';
import { unitsRoutes } from './units.routes';

/** The network's clinics (units), their council data, logos and CSV import. */
export const unitsModule: AppModule = async (app, { services }) => {
  await app.register(unitsRoutes, { units: services.units });
};
