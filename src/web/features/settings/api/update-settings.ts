import { messages } from '@shared/messages/pt-BR';
import { PublicSettingsSchema, type UpdateSettingsInput } from '@shared/schemas/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { setCachedPublicSettings } from '@web/lib/public-settings';

export function updateSettings(input: UpdateSettingsInput) {
  return api.patch('/api/settings', input, PublicSettingsSchema);
}

/** PATCH /api/settings (admin): the public sign-up switch. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      setCachedPublicSettings(client, settings);
      notify.success(
        settings.publicSignup ? messages.settingsPage.publicSignupOn : messages.settingsPage.publicSignupOff,
      );
    },
    onError: (error) => notifyServerFailure(error, messages.settingsPage.settingsError),
  });
}
