import { reencodeUpload } from './decode';

const BANNER_MAX_WIDTH = 2400;

/**
 * The homepage banner as WebP, at most 2400 px wide, decoded within the banner's pixel budget. Returns
 * null when the bytes are not a decodable image; throws ImageTooLargeError when the header declares too
 * many pixels (nothing is decoded then).
 */
export function makeBanner(input: Buffer): Promise<Buffer | null> {
  return reencodeUpload(input, 'banner', (image) =>
    image.resize({ width: BANNER_MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 85 }),
  );
}
