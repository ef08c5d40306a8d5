import { DOWNLOAD_PRESETS } from '../constants';

/** The formats a template's pieces come in: the download presets and an A4 page for print. */
export const PIECE_FORMATS = [
  'instagram-feed',
  'instagram-stories',
  'square',
  'whatsapp',
  'a4-print',
] as const;
export type PieceFormat = (typeof PIECE_FORMATS)[number];

/** A4 at 300 dpi with 3 mm of bleed on every side (216 × 303 mm). */
export const A4_PRINT = { dpi: 300, trimMm: { width: 210, height: 297 }, bleedMm: 3 } as const;

const mmToPx = (mm: number) => Math.round((mm / 25.4) * A4_PRINT.dpi);

export interface Size {
  width: number;
  height: number;
}

/**
 * A piece's pixel size: the preset's exact size, WhatsApp's long side at most 1600 px in the
 * picture's own proportions (never enlarged), the bleed page for print. Fields are placed in
 * fractions of this size.
 */
export function pieceSize(format: PieceFormat, picture: Size): Size {
  if (format === 'a4-print') {
    const bleed = A4_PRINT.bleedMm * 2;
    return { width: mmToPx(A4_PRINT.trimMm.width + bleed), height: mmToPx(A4_PRINT.trimMm.height + bleed) };
  }
  if (format === 'whatsapp') {
    const { longSide } = DOWNLOAD_PRESETS.whatsapp;
    const scale = Math.min(1, longSide / Math.max(picture.width, picture.height));
    return {
      width: Math.max(1, Math.round(picture.width * scale)),
      height: Math.max(1, Math.round(picture.height * scale)),
    };
  }
  return { width: DOWNLOAD_PRESETS[format].width, height: DOWNLOAD_PRESETS[format].height };
}

/** The bleed's width in px of the print page (the editor draws the trim line inside it). */
export const printBleedPx = () => mmToPx(A4_PRINT.bleedMm);

export interface FocalPoint {
  x: number;
  y: number;
}

/**
 * The part of the picture a piece shows (cover crop around the focal point, clamped to the picture),
 * in fractions of the picture: the server cuts it, the preview draws the same part.
 */
export function coverCrop(picture: Size, target: Size, focal: FocalPoint | null | undefined) {
  const scale = Math.max(target.width / picture.width, target.height / picture.height);
  const w = Math.min(1, target.width / scale / picture.width);
  const h = Math.min(1, target.height / scale / picture.height);
  const clamp = (value: number, span: number) => Math.min(Math.max(0, value), 1 - span);
  return { x: clamp((focal?.x ?? 0.5) - w / 2, w), y: clamp((focal?.y ?? 0.5) - h / 2, h), w, h };
}
