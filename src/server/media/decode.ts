import fs from 'node:fs/promises';
import pLimit from 'p-limit';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { type DecodePurpose, ImageTooLargeError, MAX_PIXELS } from './limits';

export { type DecodePurpose, ImageTooLargeError, MAX_PIXELS } from './limits';

/**
 * Interlaced PNGs and progressive JPEGs cannot be streamed a few lines at a time: the whole image is
 * decoded into memory before the first row comes out, so each pixel costs about twice as much.
 */
const INTERLACED_COST_FACTOR = 2;

// Decoding is CPU- and memory-bound and sharp runs one thread per job here: two at a time, process-wide.
const decodeLimit = pLimit(2);

/**
 * Runs one decode (sharp, pdf.js or ag-psd work) when one of the two process-wide slots is free. Only
 * the media module's entry points take a slot, never the helpers they call (a nested slot would wait
 * for itself).
 */
export function withDecodeSlot<T>(task: () => Promise<T>): Promise<T> {
  return decodeLimit(task);
}

/** Decodes running and waiting, for tests and diagnostics. */
export function decodeSlots(): { active: number; pending: number } {
  return { active: decodeLimit.activeCount, pending: decodeLimit.pendingCount };
}

/** sharp options for a decode: failOn 'error' refuses truncated files; the pixel limit is the last defence. */
export function decodeOptions(purpose: DecodePurpose): { failOn: 'error'; limitInputPixels: number } {
  return { failOn: 'error', limitInputPixels: MAX_PIXELS[purpose] };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** acTL must come before the first IDAT; the chunks before it are small in any real file. */
const APNG_SCAN_BYTES = 64 * 1024;

/** The frame count of an animated PNG (its acTL chunk), else 1. libvips reports none for PNG. */
function apngFrames(head: Buffer): number {
  if (head.length < 8 || !head.subarray(0, 8).equals(PNG_SIGNATURE)) return 1;
  let offset = 8;
  while (offset + 8 <= head.length) {
    const length = head.readUInt32BE(offset);
    const type = head.toString('latin1', offset + 4, offset + 8);
    if (type === 'acTL' && offset + 12 <= head.length) return Math.max(1, head.readUInt32BE(offset + 8));
    if (type === 'IDAT' || type === 'IEND') return 1;
    offset += 12 + length;
  }
  return 1;
}

async function readHead(input: string | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input.subarray(0, APNG_SCAN_BYTES);
  const handle = await fs.open(input, 'r');
  try {
    const buffer = Buffer.alloc(APNG_SCAN_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, APNG_SCAN_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function costOf(meta: Metadata, frames: number): number {
  const pixels = (meta.width ?? 0) * (meta.height ?? 0) * Math.max(meta.pages ?? 1, frames);
  return meta.isProgressive ? pixels * INTERLACED_COST_FACTOR : pixels;
}

/**
 * What decoding the image would cost, in pixels, read from its header only (sharp's metadata() does
 * not decode): width × height × frames or pages, doubled for interlaced or progressive images.
 */
export async function imagePixelCost(input: string | Buffer): Promise<number> {
  return (await headerAndCost(input)).cost;
}

async function headerAndCost(input: string | Buffer): Promise<{ meta: Metadata; cost: number }> {
  const meta = await sharp(input).metadata();
  // Only a PNG can be an animated PNG: other files are not read again.
  return { meta, cost: costOf(meta, meta.format === 'png' ? apngFrames(await readHead(input)) : 1) };
}

/**
 * The image's header (sharp's metadata, nothing decoded), once its cost is within the purpose's
 * budget: throws ImageTooLargeError when it would cost more. The caller may pass it on to the decode,
 * which then does not read the header again.
 */
export async function headerWithinBudget(input: string | Buffer, purpose: DecodePurpose): Promise<Metadata> {
  const { meta, cost } = await headerAndCost(input);
  if (cost > MAX_PIXELS[purpose]) throw new ImageTooLargeError(purpose);
  return meta;
}

/** Throws ImageTooLargeError when the image would cost more than its purpose allows. */
export async function checkPixelBudget(input: string | Buffer, purpose: DecodePurpose): Promise<void> {
  await headerWithinBudget(input, purpose);
}

/**
 * The first defence for every decode of untrusted bytes: the header is checked against the purpose's
 * budget (a refusal never waits for a slot), then `decode` runs in a slot. sharp's own
 * limitInputPixels (decodeOptions) stays on inside `decode` as the last line of defence.
 */
export async function decodeWithin<T>(
  input: string | Buffer,
  purpose: DecodePurpose,
  decode: () => Promise<T>,
): Promise<T> {
  await checkPixelBudget(input, purpose);
  return withDecodeSlot(decode);
}

/** True when sharp refused an image for its own pixel limit (the header check let it through). */
export function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * An uploaded picture made into a stored image: decoded within `purpose`'s pixel budget, turned by
 * its EXIF orientation, then shaped (size, format) by `shape`. Null when the bytes are not a
 * decodable image; ImageTooLargeError when the header declares too many pixels (nothing is decoded).
 */
export async function reencodeUpload(
  input: Buffer,
  purpose: DecodePurpose,
  shape: (image: Sharp) => Sharp,
): Promise<Buffer | null> {
  try {
    return await decodeWithin(input, purpose, () =>
      shape(sharp(input, decodeOptions(purpose)).rotate()).toBuffer(),
    );
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw error;
    return null;
  }
}

/** Width and height as displayed (EXIF orientations 5–8 swap them). */
export async function orientedSize(image: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(image).metadata();
  return meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/**
 * `task`, with sharp's own refusal of a header too large even for its metadata turned into the same
 * ImageTooLargeError as the budget's, for `purpose`.
 */
export async function refusingOversized<T>(purpose: DecodePurpose, task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (isPixelLimitError(error)) throw new ImageTooLargeError(purpose);
    throw error;
  }
}

/** A unit's logo drawn on a render is read within the 'avatar' budget (nothing to check without one). */
export async function checkLogoBudget(logo: Buffer | null | undefined): Promise<void> {
  if (logo) await refusingOversized('avatar', () => checkPixelBudget(logo, 'avatar'));
}
