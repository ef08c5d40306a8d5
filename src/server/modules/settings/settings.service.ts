import { SETTING_KEYS } from '../../../shared/constants';
import type { PublicSettings, UpdateSettingsInput } from '../../../shared/schemas/settings';
import type { SettingsRepository } from './settings.repository';

export function createSettingsService({ settings }: { settings: SettingsRepository }) {
  async function isPublicSignupOpen(): Promise<boolean> {
    return (await settings.get<boolean>(SETTING_KEYS.publicSignup)) !== false;
  }

  return {
    isPublicSignupOpen,

    async getPublic(): Promise<PublicSettings> {
      return { publicSignup: await isPublicSignupOpen() };
    },

    async update(input: UpdateSettingsInput): Promise<PublicSettings> {
      if (input.publicSignup !== undefined) await settings.set(SETTING_KEYS.publicSignup, input.publicSignup);
      return { publicSignup: await isPublicSignupOpen() };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
