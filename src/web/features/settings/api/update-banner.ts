import { settingsMessages } from '@shared/messages/settings';
import { BannerSchema } from '@shared/schemas/settings';
import { upload } from '@web/lib/api-client';
import { announceBanner } from '@web/lib/live-events';
import { useNotifiedMutation } from '@web/lib/mutation';

export function updateBanner({
  file,
  onProgress,
}: {
  file: File;
  onProgress?: (loaded: number, total: number) => void;
}) {
  const form = new FormData();
  form.append('file', file);
  return upload('/api/settings/banner', form, BannerSchema, { method: 'PUT', onProgress });
}

/**
 * PUT /api/settings/banner (admin). This page swaps at once; the server announces the new banner
 * to every other open page. Errors show the server's own reason (not an image, over 10 MB).
 */
export function useUpdateBanner() {
  return useNotifiedMutation({
    mutationFn: updateBanner,
    onSuccess: (banner, _input, client) => announceBanner(client, banner),
    success: settingsMessages.settingsPage.saved,
    failure: settingsMessages.settingsPage.saveError,
  });
}
