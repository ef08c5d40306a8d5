import { settingsMessages } from '@shared/messages/settings';
import { AdminSettingsSchema, type UpdateSettingsInput } from '@shared/schemas/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCachedAdminSettings } from '@web/lib/admin-settings';
import { api } from '@web/lib/api-client';
import { notify, notifyServerFailure } from '@web/lib/notify';

export function updateSettings(input: UpdateSettingsInput) {
  return api.patch('/api/settings', input, AdminSettingsSchema);
}

/** PATCH /api/settings (admin): the public sign-up switch. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      setCachedAdminSettings(client, settings);
      notify.success(
        settings.publicSignup
          ? settingsMessages.settingsPage.publicSignupOn
          : settingsMessages.settingsPage.publicSignupOff,
      );
    },
    onError: (error) => notifyServerFailure(error, settingsMessages.settingsPage.settingsError),
  });
}
