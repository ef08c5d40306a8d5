import sharp from 'sharp';
import { decodeOptions, decodeWithin, ImageTooLargeError } from './decode';

const BANNER_MAX_WIDTH = 2400;

/**
 * The homepage banner as WebP, at most 2400 px wide, decoded within the banner's pixel budget. Returns
 * null when the bytes are not a decodable image; throws ImageTooLargeError when the header declares too
 * many pixels (nothing is decoded then).
 */
export async function makeBanner(input: Buffer): Promise<Buffer | null> {
  try {
    return await decodeWithin(input, 'banner', () =>
      sharp(input, decodeOptions('banner'))
        .rotate()
        .resize({ width: BANNER_MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer(),
    );
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw error;
    return null;
  }
}
