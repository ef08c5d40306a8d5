import { downloadsMessages } from '../messages/downloads';
import { format } from '../messages/format';
import type { TemplateBox, TemplateField, TemplatePreset, TemplateUnitField } from '../schemas/template';
import { TEMPLATE_LIMITS } from '../schemas/template';
import type { TemplateColor, TemplateFont } from './fonts';
import metrics from './metrics.json';

/**
 * The one layout of a piece's text (issue 40): where each line of each field goes, at what size,
 * measured with the fonts' own advance widths (metrics.json). The server draws every character at
 * the x this gives, and the browser preview places its SVG text at the same x's, so the preview is
 * the file. No kerning and no ligatures: each character advances by its own width.
 */

/** A line's height as a multiple of the font size. */
export const LINE_HEIGHT = 1.2;
/** Shrink-to-fit stops at this share of the size the box gives (then the text is cut with "…"). */
const MIN_SHRINK = 0.35;
const SHRINK_STEP = 0.94;
export const DEFAULT_FONT: TemplateFont = 'montserrat-bold';
export const DEFAULT_COLOR: TemplateColor = '#ffffff';

const charIndex = new Map(Array.from(metrics.chars, (char, i) => [char, i]));
type FontMetrics = { ascent: number; descent: number; widths: number[] };
const fonts = metrics.fonts as Record<TemplateFont, FontMetrics>;

/** A character's advance at `px`; one outside the table counts as an "o" of the font. */
function advance(font: FontMetrics, char: string, px: number): number {
  const i = charIndex.get(char) ?? charIndex.get('o')!;
  return (font.widths[i]! * px) / metrics.size;
}

/** Characters as the text is drawn: composed accents, tabs and line breaks as spaces. */
const charsOf = (text: string) => Array.from(text.normalize('NFC').replace(/[\t\r\n]+/g, ' '));

export function measureText(font: TemplateFont, text: string, px: number): number {
  const m = fonts[font];
  return charsOf(text).reduce((sum, char) => sum + advance(m, char, px), 0);
}

/** Words wrapped into lines at most `width` wide; a word wider than a line is broken by characters. */
export function wrapText(font: TemplateFont, text: string, px: number, width: number): string[] {
  const words = charsOf(text).join('').trim().split(/ +/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => measureText(font, candidate, px) <= width + 0.01;
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      const chars = Array.from(rest);
      // One character wider than the line cannot be cut: it stays whole (cutting it looped forever).
      if (chars.length === 1) break;
      let cut = chars.length - 1;
      while (cut > 1 && !fits(chars.slice(0, cut).join(''))) cut--;
      lines.push(chars.slice(0, cut).join(''));
      rest = chars.slice(cut).join('');
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

export interface PixelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LaidLine {
  text: string;
  /** Each character's left edge, in px of the piece. */
  xs: number[];
  /** The line's baseline, in px of the piece. */
  baseline: number;
  width: number;
}

export interface TextLayout {
  kind: 'text';
  key: string;
  box: PixelBox;
  font: TemplateFont;
  color: TemplateColor;
  fontPx: number;
  lines: LaidLine[];
  /** The text did not fit even at the smallest size: its last line ends in "…". */
  truncated: boolean;
}

export interface LogoLayout {
  kind: 'logo';
  key: string;
  box: PixelBox;
  align: 'left' | 'center' | 'right';
}

function cutToFit(font: TemplateFont, line: string, px: number, width: number): string {
  let chars = Array.from(line);
  while (chars.length > 0 && measureText(font, `${chars.join('').trimEnd()}…`, px) > width)
    chars = chars.slice(0, -1);
  return `${chars.join('').trimEnd()}…`;
}

/** The lines of `text` in `box` and their size: the box's size for `maxLines`, smaller until it fits. */
export function fitText(
  text: string,
  options: { font: TemplateFont; box: PixelBox; maxLines: number; shrink: boolean },
): { fontPx: number; lines: string[]; truncated: boolean } {
  const { font, box, maxLines, shrink } = options;
  const start = box.h / (maxLines * LINE_HEIGHT);
  let px = start;
  // A word wider than the box is cut between letters only once the type can shrink no more.
  const widest = Math.max(
    0,
    ...charsOf(text)
      .join('')
      .split(' ')
      .map((word) => measureText(font, word, 1)),
  );
  for (;;) {
    const lines = wrapText(font, text, px, box.w);
    const smaller = px * SHRINK_STEP;
    const canShrink = shrink && smaller >= start * MIN_SHRINK;
    const wordsWhole = widest * px <= box.w + 0.01;
    if (lines.length <= maxLines && (wordsWhole || !canShrink))
      return { fontPx: px, lines, truncated: false };
    if (!canShrink) {
      const kept = lines.slice(0, maxLines);
      kept[maxLines - 1] = cutToFit(font, kept.slice(maxLines - 1).join(' '), px, box.w);
      return { fontPx: px, lines: kept, truncated: true };
    }
    px = smaller;
  }
}

/** A field's text laid in its box: lines centred vertically, each aligned left, centre or right. */
export function layoutText(field: TemplateField, text: string, box: PixelBox): TextLayout {
  const font = field.font ?? DEFAULT_FONT;
  const fitted = fitText(text, { font, box, maxLines: field.maxLines ?? 1, shrink: field.shrink ?? true });
  const m = fonts[font];
  const lineHeight = fitted.fontPx * LINE_HEIGHT;
  const top = box.y + (box.h - lineHeight * fitted.lines.length) / 2;
  // The font's ascent and descent centred in each line's height.
  const inner = ((m.ascent + m.descent) * fitted.fontPx) / metrics.size;
  const ascent = (m.ascent * fitted.fontPx) / metrics.size;
  const lines = fitted.lines.map((line, i) => {
    const chars = Array.from(line);
    const width = measureText(font, line, fitted.fontPx);
    const align = field.align ?? 'left';
    let x =
      align === 'left' ? box.x : align === 'right' ? box.x + box.w - width : box.x + (box.w - width) / 2;
    const xs = chars.map((char) => {
      const at = x;
      x += advance(m, char, fitted.fontPx);
      return at;
    });
    return { text: line, xs, baseline: top + i * lineHeight + (lineHeight - inner) / 2 + ascent, width };
  });
  return {
    kind: 'text',
    key: field.key,
    box,
    font,
    color: field.color ?? DEFAULT_COLOR,
    fontPx: fitted.fontPx,
    lines,
    truncated: fitted.truncated,
  };
}

/** What a unit holds that a field can show. */
export interface TemplateUnitData {
  name: string;
  city: string | null;
  address: string | null;
  phone: string | null;
  whatsapp: string | null;
  rtName: string | null;
  rtCro: string | null;
  rtUf: string | null;
  croRegistration: string | null;
}

const filled = (text: string | null | undefined): text is string => Boolean(text?.trim());

/** The text a unit field prints, or null when the unit lacks what it needs. */
export function unitFieldText(unit: TemplateUnitData, field: TemplateUnitField): string | null {
  if (field === 'rtName' || field === 'rtCro') {
    if (!filled(unit.rtCro) || !filled(unit.rtUf) || (field === 'rtName' && !filled(unit.rtName)))
      return null;
    const params = { nome: unit.rtName?.trim() ?? '', uf: unit.rtUf.trim(), numero: unit.rtCro.trim() };
    return field === 'rtCro'
      ? `CRO-${params.uf} ${params.numero}`
      : format(downloadsMessages.stamp.responsible, params);
  }
  const value = unit[field];
  return filled(value) ? value.trim() : null;
}

/** The unit fields a template prints that `unit` cannot fill, in the template's order. */
export function missingUnitFields(
  fields: readonly TemplateField[],
  unit: TemplateUnitData,
): TemplateUnitField[] {
  const missing = fields
    .filter((f) => f.kind === 'unit' && f.unitField && unitFieldText(unit, f.unitField) === null)
    .map((f) => f.unitField!);
  return [...new Set(missing)];
}

/**
 * The text each text and unit field prints: the unit's data, the person's text for an editable
 * field (blank: its default), the default otherwise.
 */
export function fieldTexts(
  fields: readonly TemplateField[],
  unit: TemplateUnitData | null,
  texts: Readonly<Record<string, string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    if (field.kind === 'logo') continue;
    if (field.kind === 'unit')
      out[field.key] = (unit && field.unitField && unitFieldText(unit, field.unitField)) ?? '';
    else {
      const typed = field.editable ? texts[field.key]?.trim() : undefined;
      out[field.key] = (typed || field.default || '').slice(0, field.maxLength ?? TEMPLATE_LIMITS.maxLength);
    }
  }
  return out;
}

/** A box in fractions made px of a piece `size`. */
export const toPixels = (box: TemplateBox, size: { width: number; height: number }): PixelBox => ({
  x: box.x * size.width,
  y: box.y * size.height,
  w: box.w * size.width,
  h: box.h * size.height,
});

/** Every field of a piece laid out for one format (its boxes where the preset moves them). */
export function layoutPiece(
  fields: readonly TemplateField[],
  preset: Pick<TemplatePreset, 'boxes'>,
  size: { width: number; height: number },
  texts: Readonly<Record<string, string>>,
): Array<TextLayout | LogoLayout> {
  return fields.map((field) => {
    const box = toPixels(preset.boxes?.[field.key] ?? field.box, size);
    if (field.kind === 'logo') return { kind: 'logo', key: field.key, box, align: field.align ?? 'center' };
    return layoutText(field, texts[field.key] ?? '', box);
  });
}
