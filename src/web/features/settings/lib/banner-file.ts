import { LIMITS } from '@shared/constants';
import { messages } from '@shared/messages/pt-BR';

/**
 * Checks a picked banner before sending it: an image, at most 10 MB. The server checks both again
 * (it decodes the image), so this only saves a pointless upload. Null when the file is fine.
 */
export function bannerFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return messages.banner.notAnImage;
  if (file.size > LIMITS.bannerMaxBytes) return messages.banner.tooLarge;
  return null;
}
