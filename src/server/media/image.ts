import sharp, { type Metadata, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { type DecodePurpose, decodeOptions, decodeWithin } from './decode';

export const GRID_SIZE = 400;
export const PREVIEW_SIZE = 1600;

export interface ImageDerivatives {
  grid: Buffer;
  preview: Buffer;
  width: number;
  height: number;
  /** Base64 thumbhash shown while the grid thumbnail loads. */
  placeholder: string;
  /** 64-bit difference hash (signed, as PostgreSQL bigint stores it) for similar-image search. */
  phash: bigint;
}

export type ImageSource =
  | string
  | Buffer
  | { raw: Uint8Array | Uint8ClampedArray; width: number; height: number };

function open(source: ImageSource, purpose: DecodePurpose): Sharp {
  if (typeof source === 'string' || Buffer.isBuffer(source)) {
    // failOn 'error' refuses truncated files; the purpose's pixel limit refuses image bombs.
    return sharp(source, decodeOptions(purpose));
  }
  return sharp(Buffer.from(source.raw.buffer, source.raw.byteOffset, source.raw.byteLength), {
    raw: { width: source.width, height: source.height, channels: 4 },
  });
}

/** The orientation-corrected size: EXIF orientations 5-8 swap width and height. */
function orientedSize(meta: Metadata): { width: number; height: number } {
  const swap = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return swap ? { width: height, height: width } : { width, height };
}

/** 9x8 grayscale, each pixel compared with its right neighbour: 64 bits. Takes no decode slot. */
async function differenceHash(input: Buffer, purpose: DecodePurpose): Promise<bigint> {
  const pixels = await sharp(input, decodeOptions(purpose))
    .rotate()
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const left = pixels[row * 9 + col]!;
      const right = pixels[row * 9 + col + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/**
 * The perceptual hash of an uploaded probe image (similar-image search): header checked against the
 * probe's pixel budget, then decoded in a decode slot. Throws ImageTooLargeError, or sharp's error
 * when the bytes are not an image.
 */
export function probeHash(input: Buffer): Promise<bigint> {
  return decodeWithin(input, 'probe', () => differenceHash(input, 'probe'));
}

/**
 * Decodes the source once into the preview size (EXIF orientation applied), then makes the grid
 * thumbnail, the placeholder and the perceptual hash from that smaller image. Takes no decode slot and
 * checks no header: deriveMedia does both.
 */
export async function deriveFromImage(source: ImageSource): Promise<ImageDerivatives> {
  const image = open(source, 'upload');
  const meta = await image.metadata();
  const { width, height } = typeof source === 'object' && 'raw' in source ? source : orientedSize(meta);
  const preview = await image
    .rotate()
    .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 82 })
    .toBuffer();
  const grid = await sharp(preview)
    .resize(GRID_SIZE, GRID_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  const small = await sharp(preview)
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const placeholder = Buffer.from(rgbaToThumbHash(small.info.width, small.info.height, small.data)).toString(
    'base64',
  );
  return { grid, preview, width, height, placeholder, phash: await differenceHash(preview, 'upload') };
}
