import { reencodeUpload } from './decode';

/** The longer side of a stored reference image: enough to see what is meant, small to store. */
const REFERENCE_MAX_SIDE = 1600;

/**
 * A material request's reference image (issue 17) as WebP, at most 1600 px on its longer side,
 * decoded within its pixel budget like the banner and the profile photo. Returns null when the bytes
 * are not a decodable image; throws ImageTooLargeError when the header declares too many pixels
 * (nothing is decoded then).
 */
export function makeReferenceImage(input: Buffer): Promise<Buffer | null> {
  return reencodeUpload(input, 'reference', (image) =>
    image
      .resize(REFERENCE_MAX_SIDE, REFERENCE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 }),
  );
}
