import sharp, { type Sharp } from 'sharp';
import { TEXT_LIMITS } from '../../../shared/constants';
import { decodeOptions, headerWithinBudget } from '../decode';
import { TextUnreadableError } from './contract';
import { type OcrWord, recognizeWords } from './ocr-engine';

/** Pixels of a picture already in memory: a PSD's composite, a rendered PDF page. */
export interface RawPicture {
  raw: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * Tesseract reads best when a capital letter is some 30 px high. Material is made for screens and
 * print, its lettering large: a short side of 1000 px brings the small print of a phone-sized
 * picture to that size, and a larger picture is left as it is, within TEXT_LIMITS.ocrMaxPixels.
 */
const MIN_SHORT_SIDE = 1000;
/** Blowing a thumbnail up further adds no letters, only time. */
const MAX_UPSCALE = 4;

/** The factor a width × height picture is scaled by before OCR. */
export function ocrScale(width: number, height: number): number {
  const up = Math.min(MAX_UPSCALE, Math.max(1, MIN_SHORT_SIDE / Math.min(width, height)));
  return Math.min(up, Math.sqrt(TEXT_LIMITS.ocrMaxPixels / (width * height)));
}

/**
 * Past this many pixels a picture is first read small (its short side at MIN_SHORT_SIDE), and read
 * whole only when that found words. A camera's 4000 × 3000 photo read whole ran past the 20 s budget
 * on its grain and shapes (and found only stray letters), taking a core from the uploads beside it
 * for each photo; read small it takes 0.1–0.6 s (docs/performance.md).
 */
export const OVERVIEW_ABOVE_PIXELS = 4_000_000;

/** The scale of the small first reading of a large picture, or undefined when it is read whole at once. */
export function overviewScale(width: number, height: number): number | undefined {
  if (width * height <= OVERVIEW_ABOVE_PIXELS) return undefined;
  return MIN_SHORT_SIDE / Math.min(width, height);
}

/**
 * A reading is of words when one of them has three letters or digits: grain, shapes and borders
 * come back as single characters (`3`, `à`, `E`) that Tesseract may be sure of all the same.
 */
const LEGIBLE_WORD = /[\p{L}\p{N}]{3}/u;

/**
 * The picture as Tesseract is handed it: grey, contrast stretched, scaled by ocrScale, transparency
 * flattened on white, as a binary PGM (Leptonica reads it without decoding a PNG again).
 */
async function prepare(image: Sharp, width: number, height: number, scale: number): Promise<Buffer> {
  const side = Math.max(1, Math.round(Math.max(width, height) * scale));
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    // Both sides bound alike: the longer one ends at `side` whichever way EXIF turned the picture.
    .resize(side, side, { fit: 'inside', kernel: 'lanczos3' })
    .grayscale()
    .normalise()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.concat([Buffer.from(`P5\n${info.width} ${info.height}\n255\n`), data]);
}

/** What OCR found on one picture: its lines, and the mean confidence of the words kept. */
export interface OcrText {
  text: string;
  confidence: number;
}

/** A picture sharp could not decode: the file's fault (the reading's own errors pass as they are). */
const decoded = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: Error) => {
    throw new TextUnreadableError(`picture not decoded: ${error.message}`);
  });

/**
 * The words Tesseract is sure of (confidence ≥ TEXT_LIMITS.ocrMinConfidence), its lines rebuilt from
 * them; null when none is a word (LEGIBLE_WORD). A large picture is read small first
 * (OVERVIEW_ABOVE_PIXELS), and whole only when that found a word; the reading with more words is kept.
 */
export async function ocrPicture(picture: string | RawPicture): Promise<OcrText | null> {
  let width: number;
  let height: number;
  let image: () => Sharp;
  if (typeof picture === 'string') {
    // A picture past the upload's pixel budget is refused from its header, nothing decoded.
    const header = await decoded(headerWithinBudget(picture, 'upload'));
    [width, height] = [header.width ?? 1, header.height ?? 1];
    image = () => sharp(picture, decodeOptions('upload')).rotate();
  } else {
    const { raw, channels } = picture;
    [width, height] = [picture.width, picture.height];
    image = () => sharp(raw, { raw: { width, height, channels } });
  }
  const pass = async (scale: number) =>
    keptWords(await recognizeWords(await decoded(prepare(image(), width, height, scale))));
  const small = overviewScale(width, height);
  if (small === undefined) return linesOf(await pass(ocrScale(width, height)));
  const overview = await pass(small);
  if (!overview.some((word) => LEGIBLE_WORD.test(word.text))) return null;
  const whole = await pass(ocrScale(width, height));
  return linesOf(whole.length >= overview.length ? whole : overview);
}

/** The words Tesseract is sure of that hold a letter or digit (a border read as "|", a bullet, go). */
function keptWords(words: OcrWord[]): OcrWord[] {
  return words.filter(
    (word) => word.confidence >= TEXT_LIMITS.ocrMinConfidence && /[\p{L}\p{N}]/u.test(word.text),
  );
}

/** The lines rebuilt from the kept words and their mean confidence; null without a legible word. */
function linesOf(kept: OcrWord[]): OcrText | null {
  if (!kept.some((word) => LEGIBLE_WORD.test(word.text))) return null;
  const lines = new Map<number, string[]>();
  for (const word of kept) lines.set(word.line, [...(lines.get(word.line) ?? []), word.text]);
  return {
    text: [...lines.values()].map((words) => words.join(' ')).join('\n'),
    confidence: Math.round(kept.reduce((sum, word) => sum + word.confidence, 0) / kept.length),
  };
}
