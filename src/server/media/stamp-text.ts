import { createRequire } from 'node:module';
import sharp from 'sharp';
import { format as fill, messages } from '../../shared/messages/pt-BR';

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

// The font ships with the project (npm), so accents and widths are the same on every machine.
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf');
const TEXT_COLOR = '#1f2937';

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
 * block to its ink, which is why the lines are not rendered one by one): a PNG at most `width`
 * wide, words wrapped.
 */
export async function textBlock(stamp: StampData, fontPx: number, width: number) {
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
