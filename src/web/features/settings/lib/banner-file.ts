import { LIMITS } from '@shared/constants';
import { settingsMessages } from '@shared/messages/settings';

/**
 * Checks a picked banner before sending it: an image, at most 10 MB. The server checks both again
 * (it decodes the image), so this only saves a pointless upload. Null when the file is fine.
 */
export function bannerFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return settingsMessages.banner.notAnImage;
  if (file.size > LIMITS.bannerMaxBytes) return settingsMessages.banner.tooLarge;
  return null;
}
