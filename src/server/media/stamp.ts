import type { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { DOWNLOAD_PRESETS, type DownloadFormat } from '../../shared/constants';
import { checkLogoBudget, decodeOptions, decodeWithin, orientedSize, refusingOversized } from './decode';
import { type Band, bandBelow, FONT_RATIO, renderBand } from './stamp-band';
import type { StampData } from './stamp-text';

export type { StampData } from './stamp-text';

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

const JPEG_QUALITY = 88;
/** WhatsApp steps quality down from here until the file fits; below the floor it shrinks the picture. */
const WHATSAPP_QUALITIES = [85, 78, 70, 62, 55, 48, 42];

async function toBuffer(input: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input;
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
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
  await checkLogoBudget(options.logo);
  return refusingOversized('render', () =>
    decodeWithin(image, 'render', () => render({ ...options, image })),
  );
}
