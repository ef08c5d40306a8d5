import { reencodeUpload } from './decode';

const AVATAR_SIZE = 256;

/**
 * Decodes an uploaded picture within the avatar's pixel budget, applies its EXIF orientation and makes
 * a square WebP. Returns null when the bytes are not a decodable image; throws ImageTooLargeError when
 * the header declares too many pixels (nothing is decoded then).
 */
export function makeAvatar(input: Buffer): Promise<Buffer | null> {
  return reencodeUpload(input, 'avatar', (image) =>
    image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }),
  );
}
