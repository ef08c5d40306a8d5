// SVG building blocks of the demo images: wrapped text, pills, the tooth mark, decorations.
import type { Random } from './random';

/** Fonts installed on Debian; sharp renders SVG text through fontconfig, which falls back further. */
const FONT = "DejaVu Sans, 'Liberation Sans', Arial, sans-serif";
/** Average advance of a bold DejaVu Sans glyph, in ems; used to wrap lines before rendering. */
const BOLD_EM = 0.62;
const TOOTH =
  'M20 15C20 5 40 2 50 10C60 2 80 5 80 15C85 35 78 50 74 60C70 75 68 95 60 95C52 95 55 70 50 70C45 70 48 95 40 95C32 95 30 75 26 60C22 50 15 35 20 15Z';

export interface TextBlock {
  lines: string[];
  size: number;
  bold: boolean;
}

/** Wraps the title by words, shrinking the font until it fits in `maxLines` lines of `width`. */
export function titleBlock(
  title: string,
  size: number,
  width: number,
  maxLines: number,
  bold = true,
): TextBlock {
  let current = size;
  for (;;) {
    const perLine = Math.max(8, Math.floor(width / (current * BOLD_EM)));
    const wrapped = wrapWords(title, perLine);
    const fits = wrapped.length <= maxLines && wrapped.every((line) => line.length <= perLine);
    if (fits || current < size * 0.4) return { lines: wrapped, size: current, bold };
    current *= 0.9;
  }
}

export function wrapWords(text: string, perLine: number): string[] {
  const result: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      result.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) result.push(line);
  return result;
}

export function lines(
  block: TextBlock,
  x: number,
  y: number,
  fill: string,
  anchor: 'start' | 'middle',
): string {
  return block.lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * block.size * 1.18}" font-family="${FONT}" font-size="${block.size.toFixed(1)}" font-weight="${block.bold ? 700 : 400}" fill="${fill}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('\n');
}

export function label(
  x: number,
  y: number,
  text: string,
  size: number,
  fill: string,
  anchor = 'start',
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size.toFixed(1)}" font-weight="700" letter-spacing="${(size * 0.06).toFixed(1)}" fill="${fill}" text-anchor="${anchor}">${escapeXml(text)}</text>`;
}

export function pill(x: number, y: number, text: string, size: number, fill: string, ink: string): string {
  const advance = [...text].reduce((sum, ch) => sum + (ch === ch.toLowerCase() ? 0.58 : 0.78) + 0.06, 0);
  const width = advance * size + size * 1.6;
  const height = size * 2;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>
${label(x + size * 0.8, y + size * 1.35, text, size, ink)}`;
}

/** The brand signature (tooth mark and name) in the bottom-left corner. */
export function footer(spec: { width: number; height: number; brand: string }, fill: string): string {
  const unit = Math.min(spec.width, spec.height);
  const size = unit * 0.034;
  const y = spec.height - unit * 0.06;
  return `${tooth(spec.width * 0.08, y - size * 1.05, size * 1.3, fill, 1)}
${label(spec.width * 0.08 + size * 1.6, y, spec.brand, size, fill)}`;
}

export function tooth(x: number, y: number, size: number, fill: string, opacity: number): string {
  const scale = (size / 100).toFixed(4);
  return `<path d="${TOOTH}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale})" fill="${fill}" opacity="${opacity}"/>`;
}

export function teethRow(x: number, y: number, width: number, fill: string): string {
  const size = width / 4;
  return [0, 1, 2, 3]
    .map((i) => `${tooth(x + i * size, y, size * 0.95, fill, 1)}`)
    .map((path) => path.replace('/>', ' stroke="#9A8F7A" stroke-width="2"/>'))
    .join('\n');
}

export function bubbles(rng: Random, w: number, h: number, fill: string, count: number): string {
  const shapes: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = Math.min(w, h) * (0.05 + rng.next() * 0.22);
    const opacity = (0.06 + rng.next() * 0.16).toFixed(2);
    shapes.push(
      `<circle cx="${(rng.next() * w).toFixed(0)}" cy="${(rng.next() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}" opacity="${opacity}"/>`,
    );
  }
  return shapes.join('\n');
}

export function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
