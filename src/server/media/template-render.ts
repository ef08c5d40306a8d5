import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { DOWNLOAD_PRESETS } from '../../shared/constants';
import type { TemplateField, TemplatePreset } from '../../shared/schemas/template';
import { fontFamily, TEMPLATE_FONT_FILES, type TemplateFont } from '../../shared/templates/fonts';
import { type FocalPoint, type PieceFormat, pieceSize, type Size } from '../../shared/templates/formats';
import { type LogoLayout, layoutPiece, type TextLayout } from '../../shared/templates/layout';
import { checkLogoBudget, decodeOptions, decodeWithin, orientedSize, refusingOversized } from './decode';
import { keptPicture, picture, type Raw } from './template-picture';

/**
 * A template's piece (issue 40): the picture cut to the format, each text field drawn character by
 * character where the shared layout puts it (the browser preview places the same characters at the
 * same x's, so the preview is the file), the unit's logo in its boxes. A JPEG, or a PDF for print.
 */

export interface PieceRenderInput {
  /** The stored original (JPEG, PNG or WebP), maybe with an EXIF orientation; read only when needed. */
  image: Buffer | (() => Promise<Buffer>);
  /**
   * Names the original's version: with it, the picture cut and scaled for a format and focal point
   * is kept a while and the next piece from it (another text, another unit) is not decoded again.
   */
  pictureKey?: string;
  format: PieceFormat;
  /** The preset's focal point, else the asset's; null is the centre. */
  focal: FocalPoint | null;
  fields: TemplateField[];
  preset: TemplatePreset;
  /** Each text and unit field's text, already resolved (fieldTexts). */
  texts: Record<string, string>;
  /** The unit's logo (PNG), contain-fit in each logo box; none leaves the boxes empty. */
  logo: Buffer | null;
  /** The asset's title: the print PDF's document title. */
  title?: string;
}

export interface RenderedPiece {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'application/pdf';
  extension: 'jpg' | 'pdf';
  /** The picture's size in px (the print page's at 300 dpi, bleed included). */
  size: Size;
  layout: Array<TextLayout | LogoLayout>;
}

type PieceLayout = Array<TextLayout | LogoLayout>;

const JPEG_QUALITY = 88;
const PRINT_QUALITY = 90;
/** WhatsApp steps quality down from here until the file fits (as its download does), then shrinks. */
const WHATSAPP_QUALITIES = [85, 78, 70, 62, 55, 48, 42];

const require = createRequire(import.meta.url);
const registered = new Set<TemplateFont>();

/** The font's canvas family, its file registered at its first use (once per process). */
function family(font: TemplateFont): string {
  if (!registered.has(font)) {
    if (!GlobalFonts.registerFromPath(require.resolve(TEMPLATE_FONT_FILES[font]), fontFamily(font))) {
      throw new Error(`template font ${font} could not be registered`);
    }
    registered.add(font);
  }
  return fontFamily(font);
}

type Rect = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Rectangles merged until none overlaps another (text drawn once must be composited once). */
function disjoint(rects: Rect[]): Rect[] {
  const out = [...rects];
  for (let i = 0; i < out.length; i++) {
    const j = out.findIndex((other, k) => k !== i && overlaps(out[i]!, other));
    if (j < 0) continue;
    const [a, b] = [out[i]!, out[j]!];
    out[i] = {
      left: Math.min(a.left, b.left),
      top: Math.min(a.top, b.top),
      right: Math.max(a.right, b.right),
      bottom: Math.max(a.bottom, b.bottom),
    };
    out.splice(j, 1);
    i = -1; // The grown rectangle may meet any other: start over (a template has at most 20 fields).
  }
  return out;
}

/**
 * Every text field on one transparent canvas of the piece's size, each character at the x the
 * layout gives it (the canvas never lays out a line: no kerning, as the widths were measured).
 * Only the regions around the fields leave the canvas: compositing costs by the overlay's area.
 */
function textLayers(size: Size, layout: PieceLayout): OverlayOptions[] {
  const texts = layout.filter((f): f is TextLayout => f.kind === 'text' && f.lines.length > 0);
  if (texts.length === 0) return [];
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  context.textAlign = 'left';
  context.textBaseline = 'alphabetic';
  const regions: Rect[] = [];
  for (const field of texts) {
    context.font = `${field.fontPx}px "${family(field.font)}"`;
    context.fillStyle = field.color;
    for (const line of field.lines) {
      Array.from(line.text).forEach((char, i) => {
        if (char.trim()) context.fillText(char, line.xs[i]!, line.baseline);
      });
    }
    // Ink may pass the box a little (accents, overhangs): a margin of half the type's size.
    const margin = field.fontPx / 2 + 2;
    regions.push({
      left: Math.max(0, Math.floor(field.box.x - margin)),
      top: Math.max(0, Math.floor(field.box.y - margin)),
      right: Math.min(size.width, Math.ceil(field.box.x + field.box.w + margin)),
      bottom: Math.min(size.height, Math.ceil(field.box.y + field.box.h + margin)),
    });
  }
  return disjoint(regions).map(({ left, top, right, bottom }) => {
    const pixels = context.getImageData(left, top, right - left, bottom - top);
    return {
      input: Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength),
      raw: { width: right - left, height: bottom - top, channels: 4 },
      left,
      top,
    };
  });
}

/** The logo contain-fit in its box: aligned as the field says, centred vertically. */
async function logoLayer(logo: Buffer, field: LogoLayout, size: Size): Promise<OverlayOptions> {
  const { data, info } = await sharp(logo, decodeOptions('avatar'))
    .autoOrient()
    .resize(Math.max(1, Math.floor(field.box.w)), Math.max(1, Math.floor(field.box.h)), { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { box, align } = field;
  const x =
    align === 'left'
      ? box.x
      : align === 'right'
        ? box.x + box.w - info.width
        : box.x + (box.w - info.width) / 2;
  const y = box.y + (box.h - info.height) / 2;
  return {
    input: data,
    raw: { width: info.width, height: info.height, channels: 4 },
    left: Math.min(Math.max(0, Math.round(x)), size.width - info.width),
    top: Math.min(Math.max(0, Math.round(y)), size.height - info.height),
  };
}

/** The picture with its logos and, over them, its text: raw RGB of `size`. */
async function compose(input: PieceRenderInput, base: Promise<Raw>, size: Size) {
  const layout = layoutPiece(input.fields, input.preset, size, input.texts);
  const logos = input.logo
    ? layout.filter((f): f is LogoLayout => f.kind === 'logo').map((f) => logoLayer(input.logo!, f, size))
    : [];
  const text = textLayers(size, layout);
  const layers = [...(await Promise.all(logos)), ...text];
  const pictureRaw = await base;
  const pipeline = sharp(pictureRaw.data, { raw: pictureRaw.info });
  return { pipeline: layers.length > 0 ? pipeline.composite(layers) : pipeline, layout };
}

const jpeg = (pipeline: Sharp, quality: number) =>
  pipeline.jpeg({ quality, chromaSubsampling: '4:2:0', mozjpeg: false }).toBuffer();

const scaled = (size: Size, factor: number): Size => ({
  width: Math.max(1, Math.round(size.width * factor)),
  height: Math.max(1, Math.round(size.height * factor)),
});

/**
 * WhatsApp: the JPEG under its byte cap, quality stepped down; a file still too big at the lowest
 * quality (pure noise) is made again smaller, its text laid out anew for that size.
 */
async function whatsapp(input: PieceRenderInput, base: Promise<Raw>, size: Size): Promise<RenderedPiece> {
  const full = await base;
  for (let factor = 1; ; factor *= 0.8) {
    const at = scaled(size, factor);
    const picture =
      factor === 1
        ? full
        : await sharp(full.data, { raw: full.info })
            .resize(at.width, at.height, { fit: 'fill' })
            .raw()
            .toBuffer({ resolveWithObject: true });
    const { pipeline, layout } = await compose(input, Promise.resolve(picture), at);
    const composed = await pipeline.raw().toBuffer({ resolveWithObject: true });
    for (const quality of WHATSAPP_QUALITIES) {
      const bytes = await jpeg(sharp(composed.data, { raw: composed.info }), quality);
      if (bytes.length <= DOWNLOAD_PRESETS.whatsapp.maxBytes) {
        return { bytes, contentType: 'image/jpeg', extension: 'jpg', size: at, layout };
      }
    }
  }
}

async function render(input: PieceRenderInput, base: Promise<{ raw: Raw; oriented: Size }>, size: Size) {
  const raw = base.then((b) => b.raw);
  // A failed decode is seen where it is awaited, not as an unhandled rejection while a logo decodes.
  raw.catch(() => undefined);
  try {
    if (input.format === 'whatsapp') return await whatsapp(input, raw, size);
    const { pipeline, layout } = await compose(input, raw, size);
    if (input.format !== 'a4-print') {
      const bytes = await jpeg(pipeline, JPEG_QUALITY);
      return { bytes, contentType: 'image/jpeg' as const, extension: 'jpg' as const, size, layout };
    }
    const { printPdf } = await import('./template-print');
    const bytes = await printPdf(await jpeg(pipeline, PRINT_QUALITY), input.title);
    return { bytes, contentType: 'application/pdf' as const, extension: 'pdf' as const, size, layout };
  } finally {
    // Should the text or a logo fail first, the decode still ends inside this decode slot.
    await raw.catch(() => undefined);
  }
}

/**
 * A template's piece for one unit in one format: a JPEG (quality 88; WhatsApp under its byte cap)
 * or, for print, a one-page PDF. Decoded within the 'render' pixel budget and one of the two
 * decode slots; the logo within the 'avatar' budget.
 */
export async function renderPiece(input: PieceRenderInput): Promise<RenderedPiece> {
  await checkLogoBudget(input.logo);
  const kept = keptPicture(input);
  if (kept) return render(input, Promise.resolve(kept), pieceSize(input.format, kept.oriented));
  const image = typeof input.image === 'function' ? await input.image() : input.image;
  return refusingOversized('render', () =>
    decodeWithin(image, 'render', async () => {
      const oriented = await orientedSize(image);
      const size = pieceSize(input.format, oriented);
      // The decode runs on libuv's threads while the text is drawn on this one.
      return render(input, picture(input, image, oriented, size), size);
    }),
  );
}
