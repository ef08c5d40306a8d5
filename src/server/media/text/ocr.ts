import sharp, { type Sharp } from 'sharp';
import { TEXT_LIMITS } from '../../../shared/constants';
import { decodeOptions, headerWithinBudget } from '../decode';
import { TextUnreadableError } from './contract';
import { recognizeWords } from './ocr-engine';

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
 * The picture as Tesseract is handed it: grey, contrast stretched, scaled by ocrScale, transparency
 * flattened on white, as a binary PGM (Leptonica reads it without decoding a PNG again).
 */
async function prepare(image: Sharp, width: number, height: number): Promise<Buffer> {
  const side = Math.max(1, Math.round(Math.max(width, height) * ocrScale(width, height)));
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

/**
 * The words Tesseract is sure of (confidence ≥ TEXT_LIMITS.ocrMinConfidence), its lines rebuilt from
 * them; null when none is. Words made of punctuation alone (a border read as "|", a bullet) go too.
 */
export async function ocrPicture(picture: string | RawPicture): Promise<OcrText | null> {
  let pgm: Buffer;
  try {
    if (typeof picture === 'string') {
      // A picture past the upload's pixel budget is refused from its header, nothing decoded.
      const header = await headerWithinBudget(picture, 'upload');
      pgm = await prepare(
        sharp(picture, decodeOptions('upload')).rotate(),
        header.width ?? 1,
        header.height ?? 1,
      );
    } else {
      const { raw, width, height, channels } = picture;
      pgm = await prepare(sharp(raw, { raw: { width, height, channels } }), width, height);
    }
  } catch (error) {
    throw new TextUnreadableError(`picture not decoded: ${(error as Error).message}`);
  }
  const kept = (await recognizeWords(pgm)).filter(
    (word) => word.confidence >= TEXT_LIMITS.ocrMinConfidence && /[\p{L}\p{N}]/u.test(word.text),
  );
  if (kept.length === 0) return null;
  const lines = new Map<number, string[]>();
  for (const word of kept) lines.set(word.line, [...(lines.get(word.line) ?? []), word.text]);
  return {
    text: [...lines.values()].map((words) => words.join(' ')).join('\n'),
    confidence: Math.round(kept.reduce((sum, word) => sum + word.confidence, 0) / kept.length),
  };
}
