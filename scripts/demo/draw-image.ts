import sharp from 'sharp';
import { mulberry32, type Random } from './random';
import { bubbles, footer, label, lines, pill, starPath, teethRow, titleBlock, tooth } from './svg-parts';

export type ImageLayout = 'campaign' | 'split' | 'before-after' | 'facade' | 'logo' | 'slide' | 'certificate';

export interface Palette {
  from: string;
  to: string;
  accent: string;
}

/** Dental blues and teals first; the campaign colours (rosa, azul, Natal, Black Friday) after. */
export const PALETTES: Record<string, Palette> = {
  azul: { from: '#0B4F8A', to: '#1FA3D9', accent: '#7FE3F0' },
  turquesa: { from: '#0E6F73', to: '#22B8B0', accent: '#B8F2E6' },
  marinho: { from: '#10264A', to: '#2F6FB3', accent: '#F2C14E' },
  menta: { from: '#127A5E', to: '#49C99A', accent: '#E9FFF6' },
  ceu: { from: '#1763B8', to: '#6EC1F5', accent: '#FFFFFF' },
  lilas: { from: '#4B2C83', to: '#8E6BD8', accent: '#F3D5FF' },
  coral: { from: '#C2413A', to: '#F08A5D', accent: '#FFE3C2' },
  rosa: { from: '#B0245C', to: '#F06EA0', accent: '#FFD6E6' },
  novembro: { from: '#0A2A66', to: '#2E86DE', accent: '#9AD0FF' },
  natal: { from: '#8E1B1B', to: '#C8372D', accent: '#F5D97A' },
  preto: { from: '#111111', to: '#3A3A3A', accent: '#F5B700' },
  dourado: { from: '#7A4E0C', to: '#D69A2D', accent: '#FFF1C7' },
};

/** The palette lightened or darkened a little, so pieces sharing a palette still look different. */
export function varyPalette(base: Palette, rng: Random): Palette {
  const amount = (rng.next() - 0.5) * 0.24;
  return { from: shade(base.from, amount), to: shade(base.to, amount * 0.6), accent: base.accent };
}

function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `#${channels
    .map((c) => Math.round(c + (target - c) * Math.abs(amount)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

export interface ImageSpec {
  width: number;
  height: number;
  format: 'jpeg' | 'png';
  layout: ImageLayout;
  palette: Palette;
  title: string;
  /** Small label above the title (the main category). */
  kicker: string;
  brand: string;
  /** Call to action drawn as a pill, when the piece is an ad. */
  cta?: string;
  /** Seeds the decorative shapes, so each image differs but every run draws the same. */
  seed: number;
}

export async function drawImage(spec: ImageSpec): Promise<Buffer> {
  const svg = buildSvg(spec);
  const image = sharp(Buffer.from(svg));
  return spec.format === 'png'
    ? image.png({ compressionLevel: 6 }).toBuffer()
    : image.jpeg({ quality: 84 }).toBuffer();
}

export function buildSvg(spec: ImageSpec): string {
  const rng = mulberry32(spec.seed);
  const { width: w, height: h } = spec;
  const body = LAYOUTS[spec.layout](spec, rng);
  const angle = rng.pick([
    ['0', '0', '1', '1'],
    ['0', '1', '1', '0'],
    ['0', '0', '0', '1'],
    ['1', '0', '0', '1'],
  ]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}">
<stop offset="0" stop-color="${spec.palette.from}"/><stop offset="1" stop-color="${spec.palette.to}"/>
</linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
</radialGradient>
</defs>
${body}
</svg>`;
}

type Layout = (spec: ImageSpec, rng: Random) => string;

const LAYOUTS: Record<ImageLayout, Layout> = {
  campaign(spec, rng) {
    const { width: w, height: h } = spec;
    const unit = Math.min(w, h);
    const text = titleBlock(spec.title, unit * 0.075, w * 0.84, spec.height > spec.width ? 7 : 4);
    const top = h * (h > w ? 0.42 : 0.3);
    return [
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      bubbles(rng, w, h, spec.palette.accent, 6),
      tooth(w - unit * 0.42, unit * 0.06, unit * 0.36, '#ffffff', 0.18),
      pill(
        w * 0.08,
        top - unit * 0.1,
        spec.kicker.toUpperCase(),
        unit * 0.032,
        spec.palette.accent,
        spec.palette.from,
      ),
      lines(text, w * 0.08, top + text.size, '#ffffff', 'start'),
      spec.cta ? pill(w * 0.08, h - unit * 0.26, spec.cta, unit * 0.04, '#ffffff', spec.palette.from) : '',
      footer(spec, '#ffffff'),
    ].join('\n');
  },
  split(spec, rng) {
    const { width: w, height: h } = spec;
    const vertical = h > w;
    const panelW = vertical ? w : w * 0.56;
    const panelH = vertical ? h * 0.55 : h;
    const unit = Math.min(w, h);
    const text = titleBlock(spec.title, unit * 0.07, panelW * 0.82, 6);
    const art = vertical ? { x: w / 2, y: h * 0.78 } : { x: w * 0.78, y: h / 2 };
    return [
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      bubbles(rng, w, h, '#ffffff', 4),
      `<circle cx="${art.x}" cy="${art.y}" r="${unit * 0.3}" fill="url(#glow)"/>`,
      `<circle cx="${art.x}" cy="${art.y}" r="${unit * 0.2}" fill="${spec.palette.accent}" opacity="0.9"/>`,
      tooth(art.x - unit * 0.11, art.y - unit * 0.11, unit * 0.22, '#ffffff', 1),
      `<rect width="${panelW}" height="${panelH}" fill="#ffffff" opacity="0.94"/>`,
      `<rect x="${panelW * 0.09}" y="${panelH * 0.18}" width="${unit * 0.12}" height="${unit * 0.012}" fill="${spec.palette.from}"/>`,
      label(
        panelW * 0.09,
        panelH * 0.18 - unit * 0.03,
        spec.kicker.toUpperCase(),
        unit * 0.03,
        spec.palette.to,
      ),
      lines(text, panelW * 0.09, panelH * 0.25 + text.size, spec.palette.from, 'start'),
      spec.cta
        ? pill(panelW * 0.09, panelH * 0.82, spec.cta, unit * 0.035, spec.palette.from, '#ffffff')
        : '',
      footer(spec, vertical ? '#ffffff' : spec.palette.from),
    ].join('\n');
  },
  'before-after'(spec) {
    const { width: w, height: h } = spec;
    const unit = Math.min(w, h);
    const band = h * 0.3;
    const half = (x: number, shade: string, name: string, tint: string) =>
      [
        `<rect x="${x}" width="${w / 2}" height="${h - band}" fill="${tint}"/>`,
        teethRow(x + w * 0.06, (h - band) * 0.35, w * 0.38, shade),
        label(x + w / 4, (h - band) * 0.2, name, unit * 0.05, '#333333', 'middle'),
      ].join('\n');
    const text = titleBlock(spec.title, unit * 0.055, w * 0.86, 2);
    return [
      half(0, '#E8D9A8', 'ANTES', '#F1EEE8'),
      half(w / 2, '#FFFFFF', 'DEPOIS', '#DDF3FA'),
      `<rect x="${w / 2 - 3}" width="6" height="${h - band}" fill="#ffffff"/>`,
      `<rect y="${h - band}" width="${w}" height="${band}" fill="url(#bg)"/>`,
      lines(text, w * 0.07, h - band + band * 0.2 + text.size, '#ffffff', 'start'),
      footer(spec, '#ffffff'),
    ].join('\n');
  },
  facade(spec, rng) {
    const { width: w, height: h } = spec;
    const unit = Math.min(w, h);
    const base = h * 0.72;
    const bw = w * 0.64;
    const bx = (w - bw) / 2;
    const windows: string[] = [];
    for (let row = 0; row < 2; row++) {
      for (let col = 0; col < 5; col++) {
        const lit = rng.chance(0.6) ? '#FFF4C2' : '#BFD9EA';
        windows.push(
          `<rect x="${bx + bw * (0.06 + col * 0.19)}" y="${h * (0.22 + row * 0.13)}" width="${bw * 0.13}" height="${h * 0.09}" rx="6" fill="${lit}"/>`,
        );
      }
    }
    const text = titleBlock(spec.title, unit * 0.05, w * 0.86, 2);
    return [
      `<rect width="${w}" height="${h}" fill="#CFE8F6"/>`,
      `<circle cx="${w * 0.85}" cy="${h * 0.12}" r="${unit * 0.07}" fill="#FFE08A"/>`,
      `<rect x="${bx}" y="${h * 0.16}" width="${bw}" height="${base - h * 0.16}" fill="#F4F1EA"/>`,
      windows.join('\n'),
      `<rect x="${bx - 10}" y="${h * 0.46}" width="${bw + 20}" height="${h * 0.09}" fill="${spec.palette.from}"/>`,
      tooth(bx + bw * 0.04, h * 0.467, h * 0.056, '#ffffff', 1),
      label(w / 2, h * 0.52, spec.brand.toUpperCase(), h * 0.045, '#ffffff', 'middle'),
      `<rect x="${w / 2 - bw * 0.09}" y="${h * 0.58}" width="${bw * 0.18}" height="${base - h * 0.58}" fill="${spec.palette.to}" opacity="0.85"/>`,
      `<rect y="${base}" width="${w}" height="${h - base}" fill="url(#bg)"/>`,
      lines(text, w * 0.07, base + (h - base) * 0.18 + text.size, '#ffffff', 'start'),
    ].join('\n');
  },
  logo(spec) {
    const { width: w, height: h } = spec;
    const unit = Math.min(w, h);
    const text = titleBlock(spec.title, unit * 0.04, w * 0.8, 2, false);
    return [
      `<rect width="${w}" height="${h}" fill="#ffffff"/>`,
      `<circle cx="${w / 2}" cy="${h * 0.38}" r="${unit * 0.2}" fill="url(#bg)"/>`,
      tooth(w / 2 - unit * 0.12, h * 0.38 - unit * 0.12, unit * 0.24, '#ffffff', 1),
      label(w / 2, h * 0.7, spec.brand, unit * 0.1, spec.palette.from, 'middle'),
      lines(text, w / 2, h * 0.78 + text.size, '#555555', 'middle'),
    ].join('\n');
  },
  slide(spec, rng) {
    const { width: w, height: h } = spec;
    const unit = Math.min(w, h);
    const text = titleBlock(spec.title, unit * 0.065, w * 0.72, 4);
    return [
      `<rect width="${w}" height="${h}" fill="#F7F9FC"/>`,
      `<rect width="${w * 0.06}" height="${h}" fill="url(#bg)"/>`,
      `<circle cx="${w * 0.92}" cy="${h * 0.1}" r="${unit * 0.28}" fill="${spec.palette.accent}" opacity="0.35"/>`,
      bubbles(rng, w, h, spec.palette.to, 3),
      label(w * 0.12, h * 0.3, spec.kicker.toUpperCase(), unit * 0.03, spec.palette.to),
      lines(text, w * 0.12, h * 0.34 + text.size, '#1B2B41', 'start'),
      `<rect x="${w * 0.12}" y="${h * 0.82}" width="${w * 0.76}" height="2" fill="#C9D3E0"/>`,
      footer(spec, spec.palette.from),
    ].join('\n');
  },
  certificate(spec) {
    const { width: w, height: h } = spec;
    const unit = Math.min(w, h);
    const text = titleBlock(spec.title, unit * 0.06, w * 0.76, 4);
    const star = starPath(w / 2, h * 0.24, unit * 0.09, unit * 0.04);
    return [
      `<rect width="${w}" height="${h}" fill="#FFFDF6"/>`,
      `<rect x="${unit * 0.04}" y="${unit * 0.04}" width="${w - unit * 0.08}" height="${h - unit * 0.08}" fill="none" stroke="url(#bg)" stroke-width="${unit * 0.02}"/>`,
      `<circle cx="${w / 2}" cy="${h * 0.24}" r="${unit * 0.13}" fill="url(#bg)"/>`,
      `<path d="${star}" fill="${spec.palette.accent}"/>`,
      lines(text, w / 2, h * 0.45 + text.size, '#2B2B2B', 'middle'),
      footer(spec, spec.palette.from),
    ].join('\n');
  },
};
