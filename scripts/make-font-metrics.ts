// Writes src/shared/templates/metrics.json: each template font's advance widths (per 1000 px of
// font size) for the characters a piece's text may hold, its ascent and descent. The layout
// (src/shared/templates/layout.ts) measures with them in the browser and on the server alike.
// Run again when a font or the character set changes: `npx tsx scripts/make-font-metrics.ts`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { fontFamily, TEMPLATE_FONT_FILES, TEMPLATE_FONTS } from '../src/shared/templates/fonts';

const require = createRequire(import.meta.url);
const SIZE = 1000;

/** Printable ASCII, Latin-1's letters and signs, and the typographic marks Portuguese text uses. */
function characters(): string {
  let text = '';
  for (let code = 0x20; code <= 0x7e; code++) text += String.fromCharCode(code);
  for (let code = 0xa0; code <= 0xff; code++) text += String.fromCharCode(code);
  return `${text}–—‘’‚“”„•…€™‑`;
}

const context = createCanvas(10, 10).getContext('2d');
const chars = characters();
const fonts: Record<string, { ascent: number; descent: number; widths: number[] }> = {};
for (const font of TEMPLATE_FONTS) {
  GlobalFonts.registerFromPath(require.resolve(TEMPLATE_FONT_FILES[font]), fontFamily(font));
  context.font = `${SIZE}px "${fontFamily(font)}"`;
  const sample = context.measureText('Hg');
  fonts[font] = {
    ascent: Math.round(sample.fontBoundingBoxAscent),
    descent: Math.round(sample.fontBoundingBoxDescent),
    widths: Array.from(chars, (char) => Math.round(context.measureText(char).width * 10) / 10),
  };
}
const out = path.resolve(import.meta.dirname, '../src/shared/templates/metrics.json');
fs.writeFileSync(out, `${JSON.stringify({ size: SIZE, chars, fonts })}\n`);
console.info(`wrote ${out}`);
