import { UNIT_LIMITS } from '../../shared/schemas/unit';
import { reencodeUpload } from './decode';

/**
 * Decodes an uploaded logo (shrunk at once, like a profile photo: the same pixel budget), applies its
 * EXIF orientation and makes a PNG no larger than UNIT_LIMITS.logoMaxSide on its longest side,
 * keeping transparency (a logo on a white footer band must not arrive on a black box). Returns null
 * when the bytes are not a decodable image; throws ImageTooLargeError when the header declares too
 * many pixels (nothing is decoded then).
 */
export function makeUnitLogo(input: Buffer): Promise<Buffer | null> {
  return reencodeUpload(input, 'avatar', (image) =>
    image
      .resize(UNIT_LIMITS.logoMaxSide, UNIT_LIMITS.logoMaxSide, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .png({ compressionLevel: 9 }),
  );
}
