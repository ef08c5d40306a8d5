import type { SetupChecklist } from '../../../shared/schemas/setup';
import type { SetupRepository } from './setup.repository';

/** The settings the checklist reads and writes (the settings service answers them). */
interface SetupSettings {
  hasBanner(): Promise<boolean>;
  isSetupChecklistDismissed(): Promise<boolean>;
  dismissSetupChecklist(): Promise<void>;
}

interface Deps {
  setup: SetupRepository;
  settings: SetupSettings;
  /** The network's name as configured (BRAND_NAME). */
  brandName: string;
  /** The name an installation has until someone sets BRAND_NAME. */
  defaultBrandName: string;
}

/**
 * The home's first-run checklist for admins (issue 36): name and banner, the clinics, the people.
 * Each step is read from the data itself, so it is done however the admin did it.
 */
export function createSetupService({ setup, settings, brandName, defaultBrandName }: Deps) {
  return {
    async checklist(): Promise<SetupChecklist> {
      const [hasBanner, hasClinic, hasPeople, dismissed] = await Promise.all([
        settings.hasBanner(),
        setup.hasClinicUnit(),
        setup.hasPeople(),
        settings.isSetupChecklistDismissed(),
      ]);
      return {
        steps: [
          { id: 'brand', done: brandName !== defaultBrandName || hasBanner },
          { id: 'units', done: hasClinic },
          { id: 'people', done: hasPeople },
        ],
        dismissed,
      };
    },

    dismiss(): Promise<void> {
      return settings.dismissSetupChecklist();
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
