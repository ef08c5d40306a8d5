import type { AppModule } from '../../platform/app-module';
import { unitsRoutes } from './units.routes';
import type { UnitsService } from './units.service';

/** What this module is given (boot/modules.ts). */
export interface UnitsNeeds {
  units: UnitsService;
}

/** The network's clinics (units), their council data, logos and CSV import. */
export const unitsModule: AppModule<UnitsNeeds> = async (app, needs) => {
  await app.register(unitsRoutes, needs);
};

export { type PrintedUnit, printedClinics, printedUnit, printedUnitOf } from './unit-print';
export { createUnitsRepository } from './units.repository';
export { createUnitsService, type UnitsService } from './units.service';
