import sharp from 'sharp';

const AVATAR_SIZE = 256;

/**
 * Decodes an uploaded picture (sharp's pixel limit stays on, so an image bomb is refused), applies its
 * EXIF orientation and makes a square WebP. Returns null when the bytes are not a decodable image.
 */
export async function makeAvatar(input: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(input, { failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
