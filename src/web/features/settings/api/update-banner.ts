import { settingsMessages } from '@shared/messages/settings';
import { BannerSchema } from '@shared/schemas/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '@web/lib/api-client';
import { announceBanner } from '@web/lib/live-events';
import { notify, notifyServerFailure } from '@web/lib/notify';

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
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBanner,
    onSuccess: (banner) => {
      announceBanner(client, banner);
      notify.success(settingsMessages.settingsPage.saved);
    },
    onError: (error) => notifyServerFailure(error, settingsMessages.settingsPage.saveError),
  });
}
