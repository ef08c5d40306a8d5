import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { type DecodePurpose, decodeOptions, decodeWithin } from './decode';

export const GRID_SIZE = 400;
/**
 * The preview's longer side. 1280, not 1600: sharp decodes a JPEG at half size while it loads only
 * when the picture is at least three times the size asked for (its libjpeg rule, pipeline.cc), and
 * 1280 is a third of the most common photo (12 MP, 4000–4032 px) and of a 4K frame (3840 px). Such a
 * photo made 1600 px was decoded whole, most of its derivatives' cost (docs/performance.md). The
 * preview dialog shows at most 896×640 CSS px and a phone 390 px at three device pixels each: 1280 is
 * enough for both; the original is a download away.
 */
export const PREVIEW_SIZE = 1280;

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

/**
 * The longer side of the pixels the placeholder's thumbhash is computed from. The hash keeps at most
 * 7 cosines a side whatever the input's size (thumbhash allows up to 100 px): from 48 px it is the
 * same hash, or one bit off, in a fraction of the time and garbage of 100 px (whose short-lived
 * arrays were most of what an upload allocated on the event loop's heap).
 */
export const PLACEHOLDER_INPUT_SIZE = 48;

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

type RawPixels = { data: Buffer; info: OutputInfo };

/**
 * The one representation every derivative and the perceptual hash come from: the picture upright
 * (EXIF orientation applied), at most PREVIEW_SIZE, on white, no alpha. A JPEG three or more times
 * that size is decoded at half (or a quarter, an eighth) of its size while it loads.
 */
function previewPixels(image: Sharp): Promise<RawPixels> {
  return image
    .rotate()
    .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

function fromRaw({ data, info }: RawPixels): Sharp {
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** The preview pixels at the grid thumbnail's size: the grid, the placeholder and the hash come from them. */
function gridPixels(pixels: RawPixels): Promise<RawPixels> {
  return fromRaw(pixels)
    .resize(GRID_SIZE, GRID_SIZE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * 9×8 grayscale of the grid-size pixels, hashed. Stored hashes (ingest) and probe hashes (search) both
 * come from here, so the very picture searched for is at distance 0 even when it is striped: a
 * difference hash of such a picture flips bits at the slightest difference in resampling. From the
 * grid size, not the preview's: the grayscale of 400 px costs a fraction of 1280's, and the hash is
 * the larger pixels' or one bit of 64 off (docs/performance.md).
 */
async function differenceHash(pixels: RawPixels): Promise<bigint> {
  return hashFromPixels(await fromRaw(pixels).grayscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer());
}

/**
 * The perceptual hash of an uploaded probe image (similar-image search): header checked against the
 * probe's pixel budget, then decoded in a decode slot, through the same pipeline as an upload.
 * Throws ImageTooLargeError, or sharp's error when the bytes are not an image.
 */
export function probeHash(input: Buffer): Promise<bigint> {
  return decodeWithin(input, 'probe', async () =>
    differenceHash(await gridPixels(await previewPixels(open(input, 'probe')))),
  );
}

/**
 * WebP effort for the preview: 2 instead of sharp's default 4 encodes in well under half the time, for
 * slightly larger files (docs/performance.md). The grid thumbnail keeps
 * the default: it is small to encode and the gallery downloads dozens of them.
 */
export const PREVIEW_WEBP_EFFORT = 2;

/** Difference hash of 9×8 grayscale pixels, each compared with its right neighbour: 64 bits. */
function hashFromPixels(pixels: Buffer): bigint {
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
 * Decodes the source once, into raw pixels at the preview size (EXIF orientation applied), encodes
 * the preview from them, shrinks them once to the grid size, and makes the grid thumbnail, the
 * placeholder and the perceptual hash from those: no derivative decodes another. Takes no decode slot
 * and checks no header (deriveMedia does both, and passes the `header` it read).
 */
export async function deriveFromImage(source: ImageSource, header?: Metadata): Promise<ImageDerivatives> {
  const image = open(source, 'upload');
  const raw = typeof source === 'object' && 'raw' in source;
  const { width, height } = raw ? source : orientedSize(header ?? (await image.metadata()));
  const decoded = await previewPixels(image);
  // One after the other: the slot stands for one sharp job at a time (libuv's pool is shared with fs).
  const preview = await fromRaw(decoded).webp({ quality: 82, effort: PREVIEW_WEBP_EFFORT }).toBuffer();
  const small = await gridPixels(decoded);
  const grid = await fromRaw(small).webp({ quality: 78 }).toBuffer();
  const tiny = await fromRaw(small)
    .resize(PLACEHOLDER_INPUT_SIZE, PLACEHOLDER_INPUT_SIZE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const phash = await differenceHash(small);
  const placeholder = Buffer.from(rgbaToThumbHash(tiny.info.width, tiny.info.height, tiny.data)).toString(
    'base64',
  );
  return { grid, preview, width, height, placeholder, phash };
}
