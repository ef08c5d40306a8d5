import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { DOWNLOAD_PRESETS, type DownloadFormat } from '../../shared/constants';
import { format as fill, messages } from '../../shared/messages/pt-BR';
import {
  checkPixelBudget,
  decodeOptions,
  decodeWithin,
  ImageTooLargeError,
  isPixelLimitError,
} from './decode';

/** A unit's data as the footer band prints it; empty optional fields are left out. */
export interface StampData {
  name: string;
  address: string | null;
  phone: string | null;
  whatsapp: string | null;
  croRegistration: string;
  rtName: string;
  rtCro: string;
  rtUf: string;
}

export interface FocalPoint {
  x: number;
  y: number;
}

export interface RenderInput {
  /** The original image's bytes. */
  input: Readable | Buffer;
  format: DownloadFormat;
  /** 0..1 from the left and top; null is the centre. */
  focal: FocalPoint | null;
  stamp: StampData | null;
  /** The unit's logo (any image sharp reads), drawn at the band's left. */
  logo?: Buffer | null;
}

// The font ships with the project (npm), so accents and widths are the same on every machine.
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf');

/** Text must read on a phone: at least 2.5 % of the output height (issue 15); a little more for margin. */
export const STAMP_TEXT_RATIO = 0.025;
const FONT_RATIO = 0.027;
const TEXT_COLOR = '#1f2937';
const RULE_COLOR = '#cbd5e1';
const JPEG_QUALITY = 88;
/** WhatsApp steps quality down from here until the file fits; below the floor it shrinks the picture. */
const WHATSAPP_QUALITIES = [85, 78, 70, 62, 55, 48, 42];

/** Pango markup treats these as syntax: unit data is text, never markup. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A phone number or a "CRO-SP 12345" never splits across lines (no-break space and hyphen). */
const unbreakable = (text: string) => text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** The band's lines, in order, the empty ones left out; the first is the unit's name (bold). */
export function stampLines(stamp: StampData): { text: string; bold: boolean }[] {
  const phone = (text: string | null) => (text?.trim() ? unbreakable(text.trim()) : null);
  const whatsapp = phone(stamp.whatsapp);
  const contact = [stamp.address?.trim(), phone(stamp.phone), whatsapp ? `WhatsApp\u00a0${whatsapp}` : null]
    .filter(Boolean)
    .join(' · ');
  const responsible = fill(messages.stamp.responsible, {
    nome: stamp.rtName.trim(),
    uf: stamp.rtUf.trim(),
    numero: stamp.rtCro.trim(),
  }).replace(/CRO-\S+ \S+$/, unbreakable);
  return [
    { text: stamp.name.trim(), bold: true },
    { text: contact, bold: false },
    { text: responsible, bold: false },
    { text: stamp.croRegistration.trim(), bold: false },
  ].filter((line) => line.text.length > 0);
}

interface Band {
  /** RGB pixels, width × height × 3. */
  raw: Buffer;
  width: number;
  height: number;
  fontPx: number;
  /** Height of the text block (every line, wrapped ones included). */
  textHeight: number;
}

let boldRegistered: Promise<unknown> | undefined;

/**
 * fontconfig keeps every font file sharp is given for the life of the process: one tiny render
 * with the bold file lets the text block's markup pick the bold face of the same family.
 */
function registerBold(): Promise<unknown> {
  boldRegistered ??= sharp({
    text: { text: '.', font: 'DejaVu Sans Condensed Bold 8px', fontfile: FONT_BOLD },
  })
    .png()
    .toBuffer();
  return boldRegistered;
}

/**
 * The band's lines as one Pango layout, so the line pitch is the font's own (sharp trims the
 * block to its ink, which is why the lines are not rendered one by one).
 */
async function textBlock(stamp: StampData, fontPx: number, width: number) {
  await registerBold();
  const markup = stampLines(stamp)
    .map((line) => {
      const text = escapeMarkup(line.text);
      return line.bold ? `<span font_weight="bold">${text}</span>` : text;
    })
    .join('\n');
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${TEXT_COLOR}">${markup}</span>`,
      font: `DejaVu Sans Condensed ${fontPx}px`,
      fontfile: FONT_REGULAR,
      width,
      wrap: 'word',
      spacing: Math.round(fontPx * 0.3),
      rgba: true,
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/**
 * The footer band for an image `width` wide: white, a thin rule on top, the logo at the left
 * (scaled to the band's height less its padding), the text block beside it.
 */
async function renderBand(
  stamp: StampData,
  logo: Buffer | null | undefined,
  width: number,
  fontPx: number,
): Promise<Band> {
  const pad = Math.max(8, Math.round(fontPx * 0.6));
  const rule = Math.max(1, Math.round(fontPx / 16));
  const logoBox = logo ? Math.round(width * 0.16) : 0;
  const textLeft = pad + (logo ? logoBox + pad : 0);
  const textWidth = Math.max(fontPx * 4, width - textLeft - pad);
  const text = await textBlock(stamp, fontPx, textWidth);
  const height = rule + pad * 2 + text.height;
  const layers: OverlayOptions[] = [
    { input: { create: { width, height: rule, channels: 3, background: RULE_COLOR } }, top: 0, left: 0 },
    { input: text.input, top: rule + pad, left: textLeft },
  ];
  if (logo) {
    const fitted = await sharp(logo, decodeOptions('avatar'))
      .autoOrient()
      .resize(logoBox, height - rule - pad * 2, { fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    layers.push({
      input: fitted.data,
      left: pad + Math.floor((logoBox - fitted.info.width) / 2),
      top: rule + pad + Math.floor((height - rule - pad * 2 - fitted.info.height) / 2),
    });
  }
  const raw = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer();
  return { raw, width, height, fontPx, textHeight: text.height };
}

/**
 * A band whose text is at least STAMP_TEXT_RATIO of the whole image's height, when the picture above
 * it is `pictureHeight` tall (the band adds to the height, so the font grows until it fits).
 */
async function bandBelow(
  stamp: StampData,
  logo: Buffer | null | undefined,
  width: number,
  pictureHeight: number,
) {
  let fontPx = Math.ceil(pictureHeight * FONT_RATIO * 1.25);
  let band = await renderBand(stamp, logo, width, fontPx);
  for (let i = 0; i < 4 && fontPx < Math.ceil((pictureHeight + band.height) * FONT_RATIO); i++) {
    fontPx = Math.ceil((pictureHeight + band.height) * FONT_RATIO);
    band = await renderBand(stamp, logo, width, fontPx);
  }
  return band;
}

async function toBuffer(input: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input;
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Width and height as displayed (EXIF orientations 5–8 swap them). */
async function orientedSize(image: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(image).metadata();
  return meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
}

function open(image: Buffer): Sharp {
  // Transparent PNGs go on white: a JPEG has no alpha, and black behind a logo reads as a mistake.
  return sharp(image, decodeOptions('render')).autoOrient().flatten({ background: '#ffffff' });
}

/** The picture cover-cropped to exactly width × height, keeping the focal point in view. */
function coverCrop(
  pipeline: Sharp,
  source: { width: number; height: number },
  target: { width: number; height: number },
  focal: FocalPoint | null,
): Sharp {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const width = Math.max(target.width, Math.round(source.width * scale));
  const height = Math.max(target.height, Math.round(source.height * scale));
  const fx = focal?.x ?? 0.5;
  const fy = focal?.y ?? 0.5;
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return pipeline.resize(width, height, { fit: 'fill' }).extract({
    left: clamp(fx * width - target.width / 2, width - target.width),
    top: clamp(fy * height - target.height / 2, height - target.height),
    width: target.width,
    height: target.height,
  });
}

function withBand(pipeline: Sharp, band: Band, pictureHeight: number): Sharp {
  return pipeline.extend({ bottom: band.height, background: '#ffffff' }).composite([
    {
      input: band.raw,
      raw: { width: band.width, height: band.height, channels: 3 },
      top: pictureHeight,
      left: 0,
    },
  ]);
}

const jpeg = (pipeline: Sharp, quality = JPEG_QUALITY) =>
  pipeline.jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();

/** WhatsApp: long side at most 1600 px (never enlarged) and the JPEG under its byte cap. */
async function whatsapp(image: Buffer, stamp: StampData | null, logo: Buffer | null | undefined) {
  const preset = DOWNLOAD_PRESETS.whatsapp;
  const size = await orientedSize(image);
  const scale = Math.min(1, preset.longSide / Math.max(size.width, size.height));
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  let pipeline = open(image).resize(width, height, { fit: 'fill' });
  if (stamp) pipeline = withBand(pipeline, await bandBelow(stamp, logo, width, height), height);
  let { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  // The band makes a portrait picture taller: the whole is scaled back inside the long side.
  for (;;) {
    const longSide = Math.max(info.width, info.height);
    if (longSide > preset.longSide) {
      const factor = preset.longSide / longSide;
      ({ data, info } = await sharp(data, { raw: info })
        .resize(Math.round(info.width * factor), Math.round(info.height * factor), { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true }));
    }
    for (const quality of WHATSAPP_QUALITIES) {
      const out = await jpeg(sharp(data, { raw: info }), quality);
      if (out.length <= preset.maxBytes) return out;
    }
    // Still too big at the lowest quality (pure noise): a smaller picture, then the qualities again.
    ({ data, info } = await sharp(data, { raw: info })
      .resize(Math.round(info.width * 0.8), Math.round(info.height * 0.8), { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true }));
  }
}

async function render({ image, format, focal, stamp, logo }: Omit<RenderInput, 'input'> & { image: Buffer }) {
  if (format === 'whatsapp') return whatsapp(image, stamp, logo);
  const size = await orientedSize(image);
  if (format === 'original') {
    // The whole creative stays visible: the band goes below it.
    if (!stamp) return jpeg(open(image));
    return jpeg(withBand(open(image), await bandBelow(stamp, logo, size.width, size.height), size.height));
  }
  const target = DOWNLOAD_PRESETS[format];
  if (!stamp) return jpeg(coverCrop(open(image), size, target, focal));
  // The band takes the bottom of the exact size; the picture is cropped into the space above it.
  const band = await renderBand(stamp, logo, target.width, Math.ceil(target.height * FONT_RATIO));
  const pictureHeight = Math.max(1, target.height - band.height);
  const picture = coverCrop(open(image), size, { width: target.width, height: pictureHeight }, focal);
  return jpeg(withBand(picture, band, pictureHeight));
}

/**
 * A download format of an image as a JPEG: an exact preset crop around the focal point, WhatsApp's
 * size, or the original; with the unit's footer band when `stamp` is given. Decoded within the
 * 'render' pixel budget and one of the two decode slots.
 */
export async function renderDownload(options: RenderInput): Promise<Buffer> {
  const image = await toBuffer(options.input);
  try {
    if (options.logo) await checkPixelBudget(options.logo, 'avatar');
    return await decodeWithin(image, 'render', () => render({ ...options, image }));
  } catch (error) {
    // A header too large for even sharp's own metadata limit is the same refusal.
    if (isPixelLimitError(error)) throw new ImageTooLargeError('render');
    throw error;
  }
}

/** The band alone, for tests of its layout (font size, line heights). */
export async function renderStampBand(stamp: StampData, width: number, fontPx: number, logo?: Buffer) {
  const band = await renderBand(stamp, logo, width, fontPx);
  return { width: band.width, height: band.height, fontPx: band.fontPx, textHeight: band.textHeight };
}
