import sharp, { type OverlayOptions } from 'sharp';
import { decodeOptions } from './decode';
import { type StampData, textBlock } from './stamp-text';

/** Text must read on a phone: at least 2.5 % of the output height (issue 15); a little more for margin. */
export const STAMP_TEXT_RATIO = 0.025;
/** The band's font size as a share of the whole image's height. */
export const FONT_RATIO = 0.027;
const RULE_COLOR = '#cbd5e1';

export interface Band {
  /** RGB pixels, width × height × 3. */
  raw: Buffer;
  width: number;
  height: number;
  fontPx: number;
  /** Height of the text block (every line, wrapped ones included). */
  textHeight: number;
}

/**
 * The footer band for an image `width` wide: white, a thin rule on top, the logo at the left
 * (scaled to the band's height less its padding), the text block beside it.
 */
export async function renderBand(
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
export async function bandBelow(
  stamp: StampData,
  logo: Buffer | null | undefined,
  width: number,
  pictureHeight: number,
): Promise<Band> {
  let fontPx = Math.ceil(pictureHeight * FONT_RATIO * 1.25);
  let band = await renderBand(stamp, logo, width, fontPx);
  for (let i = 0; i < 4 && fontPx < Math.ceil((pictureHeight + band.height) * FONT_RATIO); i++) {
    fontPx = Math.ceil((pictureHeight + band.height) * FONT_RATIO);
    band = await renderBand(stamp, logo, width, fontPx);
  }
  return band;
}

/** The band alone, for tests of its layout (font size, line heights). */
export async function renderStampBand(stamp: StampData, width: number, fontPx: number, logo?: Buffer) {
  const band = await renderBand(stamp, logo, width, fontPx);
  return { width: band.width, height: band.height, fontPx: band.fontPx, textHeight: band.textHeight };
}
