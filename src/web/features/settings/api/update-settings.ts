import { settingsMessages } from '@shared/messages/settings';
import { AdminSettingsSchema, type UpdateSettingsInput } from '@shared/schemas/settings';
import { setCachedAdminSettings } from '@web/lib/admin-settings';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';

export function updateSettings(input: UpdateSettingsInput) {
  return api.patch('/api/settings', input, AdminSettingsSchema);
}

/** PATCH /api/settings (admin): the public sign-up switch. */
export function useUpdateSettings() {
  return useNotifiedMutation({
    mutationFn: updateSettings,
    onSuccess: (settings, _input, client) => setCachedAdminSettings(client, settings),
    success: (settings) =>
      settings.publicSignup
        ? settingsMessages.settingsPage.publicSignupOn
        : settingsMessages.settingsPage.publicSignupOff,
    failure: settingsMessages.settingsPage.settingsError,
  });
}
