import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../shared/schemas/template';
import { fontFamily, type TemplateFont } from '../../shared/templates/fonts';
import { coverCrop } from '../../shared/templates/formats';
import type { LogoLayout, PixelBox, TextLayout } from '../../shared/templates/layout';
import { ImageTooLargeError } from './decode';
import { type PieceRenderInput, renderPiece } from './template-render';

const BACKGROUND = '#203040';
const MAGENTA = '#be185d';

const solid = (width: number, height: number, background = BACKGROUND) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 95 })
    .toBuffer();

/** Left part red, the rest blue: where a crop lands shows in its colours. */
const halves = (width: number, height: number, redWidth = width / 2) =>
  sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([
      { input: { create: { width: redWidth, height, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();

/** Smooth noise: a photo's worth of detail, too much for WhatsApp's cap at quality 85. */
async function texture(width: number, height: number): Promise<Buffer> {
  const [w, h] = [Math.round(width / 4), Math.round(height / 4)];
  const raw = Buffer.alloc(w * h * 3);
  let seed = 42;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = seed >> 23;
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A box in fractions of the piece. */
const frac = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });

function field(over: Partial<TemplateField> & Pick<TemplateField, 'key'>): TemplateField {
  return { kind: 'text', box: frac(0.1, 0.1, 0.8, 0.1), font: 'montserrat-bold', color: '#ffffff', ...over };
}

function render(over: Partial<PieceRenderInput> & Pick<PieceRenderInput, 'image'>) {
  const format = over.format ?? 'instagram-feed';
  return renderPiece({ format, focal: null, fields: [], preset: { format }, texts: {}, logo: null, ...over });
}

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
  };
  return { width: info.width, height: info.height, at };
}
type Pixels = Awaited<ReturnType<typeof pixels>>;

/** White text on the dark picture (anti-aliased edges count from about half coverage). */
const light = ([r, g, b]: readonly number[]) => Math.min(r!, g!, b!) > 140;

/** The bounding box of the light pixels in a region (right and bottom exclusive), or null. */
function inkBox(p: Pixels, region: { left: number; top: number; right: number; bottom: number }) {
  let [left, top, right, bottom] = [p.width, p.height, -1, -1];
  for (let y = Math.max(0, region.top); y < Math.min(p.height, region.bottom); y++) {
    for (let x = Math.max(0, region.left); x < Math.min(p.width, region.right); x++) {
      if (!light(p.at(x, y))) continue;
      [left, top, right, bottom] = [
        Math.min(left, x),
        Math.min(top, y),
        Math.max(right, x + 1),
        Math.max(bottom, y + 1),
      ];
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}

/** Where a character's ink starts and ends, from the pen position, as the canvas draws it. */
function bearings(font: TemplateFont, px: number, char: string) {
  const context = createCanvas(8, 8).getContext('2d');
  context.font = `${px}px "${fontFamily(font)}"`;
  const m = context.measureText(char);
  return { left: -m.actualBoundingBoxLeft, right: m.actualBoundingBoxRight };
}

/** The ink a line's characters should cover, from the layout's x's and the glyphs' bearings. */
function expectedInk(layout: TextLayout, line = 0) {
  const { text, xs } = layout.lines[line]!;
  const chars = Array.from(text);
  return {
    left: xs[0]! + bearings(layout.font, layout.fontPx, chars[0]!).left,
    right: xs.at(-1)! + bearings(layout.font, layout.fontPx, chars.at(-1)!).right,
  };
}

/** Rows of a line's upper half (above its baseline, below the line before it). */
function lineRows(layout: TextLayout, line: number, box: PixelBox) {
  const { baseline } = layout.lines[line]!;
  return {
    left: Math.floor(box.x) - 20,
    right: Math.ceil(box.x + box.w) + 20,
    top: Math.round(baseline - layout.fontPx * 0.6),
    bottom: Math.round(baseline),
  };
}

const textOf = (piece: { layout: Array<TextLayout | LogoLayout> }, key: string) =>
  piece.layout.find((f): f is TextLayout => f.kind === 'text' && f.key === key)!;

describe('renderPiece', () => {
  it('renders a feed piece from a 3000×2000 JPEG with four text fields', async () => {
    const image = await texture(3000, 2000);
    const fields: TemplateField[] = [
      field({ key: 'headline', maxLines: 2, align: 'center', box: frac(0.08, 0.06, 0.84, 0.16) }),
      field({ key: 'name', font: 'montserrat', box: frac(0.08, 0.7, 0.6, 0.05) }),
      field({ key: 'address', font: 'dejavu-sans', box: frac(0.08, 0.76, 0.6, 0.04) }),
      field({ key: 'phone', font: 'dejavu-serif', box: frac(0.08, 0.82, 0.6, 0.04) }),
    ];
    const texts = {
      headline: 'Clareamento dental com avaliação gratuita',
      name: 'OdontoRede Águia Joinville',
      address: 'Rua Barão de Jaguara, 1234 – Centro',
      phone: '(19) 3232-1234',
    };
    // How fast it renders is the bench's templates row (tests/bench/templates.ts), not this test's.
    const piece = await render({ image, fields, texts, focal: { x: 0.3, y: 0.5 } });
    expect(piece.contentType).toBe('image/jpeg');
    expect(piece.extension).toBe('jpg');
    expect(piece.layout.map((f) => f.kind)).toEqual(['text', 'text', 'text', 'text']);
    expect(textOf(piece, 'headline').lines).toHaveLength(2);
  });

  it('draws a white bold field inside its box only, on a 1080×1350 JPEG', async () => {
    const image = await solid(2000, 1500);
    const fields = [field({ key: 'headline', maxLines: 2, box: frac(0.1, 0.3, 0.8, 0.2) })];
    const texts = { headline: 'Agende já sua avaliação odontológica' };
    const piece = await render({ image, fields, texts });
    const meta = await sharp(piece.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1350]);
    expect(piece.size).toEqual({ width: 1080, height: 1350 });
    const p = await pixels(piece.bytes);
    const box = piece.layout[0]!.box;
    let inside = 0;
    let outside = 0;
    for (let y = 0; y < p.height; y++) {
      for (let x = 0; x < p.width; x++) {
        if (!light(p.at(x, y))) continue;
        const within = x >= box.x - 3 && x < box.x + box.w + 3 && y >= box.y - 3 && y < box.y + box.h + 3;
        if (within) inside++;
        else outside++;
      }
    }
    expect(inside).toBeGreaterThan(2000);
    expect(outside).toBe(0);
    // The picture around it is untouched.
    const [r, g, b] = p.at(20, 20);
    expect(Math.abs(r - 0x20) + Math.abs(g - 0x30) + Math.abs(b - 0x40)).toBeLessThan(12);
  });

  it('starts each line’s ink at the layout’s first x (the preview places the same x’s)', async () => {
    const image = await solid(2000, 1500);
    const fields = [
      field({ key: 'a', maxLines: 3, font: 'montserrat-bold', box: frac(0.1, 0.1, 0.5, 0.3) }),
      field({
        key: 'b',
        maxLines: 2,
        font: 'dejavu-serif',
        align: 'center',
        box: frac(0.1, 0.5, 0.8, 0.2),
      }),
      field({ key: 'c', font: 'montserrat', align: 'right', box: frac(0.2, 0.8, 0.7, 0.06) }),
    ];
    const texts = {
      a: 'Harmonização orofacial com Hialurônico',
      b: 'Implantes com avaliação Online',
      c: 'Horário estendido',
    };
    const piece = await render({ image, fields, texts });
    const p = await pixels(piece.bytes);
    let checked = 0;
    for (const key of ['a', 'b', 'c']) {
      const layout = textOf(piece, key);
      expect(layout.lines.length).toBeGreaterThan(0);
      for (let i = 0; i < layout.lines.length; i++) {
        const ink = inkBox(p, lineRows(layout, i, layout.box));
        expect(ink, `${key} line ${i}`).not.toBeNull();
        expect(Math.abs(ink!.left - expectedInk(layout, i).left), `${key} line ${i}`).toBeLessThanOrEqual(2);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('moves the ink with the alignment, as the layout places the line', async () => {
    const image = await solid(2000, 1500);
    const box = frac(0.1, 0.4, 0.8, 0.08);
    const lefts: number[] = [];
    let room = 0;
    for (const align of ['left', 'center', 'right'] as const) {
      const fields = [field({ key: 'cta', align, box })];
      const piece = await render({ image, fields, texts: { cta: 'Agende hoje' } });
      const layout = textOf(piece, 'cta');
      const line = layout.lines[0]!;
      const ink = inkBox(await pixels(piece.bytes), lineRows(layout, 0, layout.box));
      const expected = expectedInk(layout);
      expect(Math.abs(ink!.left - expected.left), align).toBeLessThanOrEqual(2);
      expect(Math.abs(ink!.right - expected.right), align).toBeLessThanOrEqual(2);
      // The line's own width is where the layout says it is in the box.
      const start = { left: layout.box.x, center: layout.box.x + (layout.box.w - line.width) / 2 };
      const end = layout.box.x + layout.box.w;
      if (align === 'right') expect(line.xs[0]! + line.width).toBeCloseTo(end, 3);
      else expect(line.xs[0]).toBeCloseTo(start[align], 3);
      lefts.push(ink!.left);
      room = layout.box.w - line.width;
    }
    // The same line, moved by half and all of the room the box leaves beside it.
    expect(Math.abs(lefts[1]! - lefts[0]! - room / 2)).toBeLessThanOrEqual(2);
    expect(Math.abs(lefts[2]! - lefts[0]! - room)).toBeLessThanOrEqual(2);
    expect(room).toBeGreaterThan(100);
  });

  it('lays out a box narrower than one character (the layout once looped forever on it)', async () => {
    const fields = [field({ key: 'n', box: frac(0.5, 0.2, 0.01, 0.5) })];
    const image = await solid(400, 400);
    const piece = await render({ image, format: 'square', fields, texts: { n: 'Ab' } });
    expect(textOf(piece, 'n').truncated).toBe(true);
  });

  it('draws a preset’s box instead of the field’s', async () => {
    const image = await solid(2000, 1500);
    const fields = [field({ key: 'cta', box: frac(0.1, 0.1, 0.8, 0.08) })];
    const preset = { format: 'square' as const, boxes: { cta: { x: 0.1, y: 0.8, w: 0.8, h: 0.08 } } };
    const piece = await render({ image, format: 'square', preset, fields, texts: { cta: 'Agende hoje' } });
    const p = await pixels(piece.bytes);
    expect(inkBox(p, { left: 0, right: 1080, top: 0, bottom: 540 })).toBeNull();
    expect(inkBox(p, { left: 0, right: 1080, top: 864, bottom: 950 })).not.toBeNull();
  });

  it('cuts exactly the part of the picture coverCrop gives, around the focal point', async () => {
    const image = await halves(2000, 1500, 1000);
    for (const focal of [null, { x: 0, y: 0.5 }, { x: 1, y: 0.5 }, { x: 0.55, y: 0.2 }]) {
      const piece = await render({ image, focal });
      const p = await pixels(piece.bytes);
      const crop = coverCrop({ width: 2000, height: 1500 }, { width: 1080, height: 1350 }, focal);
      const boundary = ((0.5 - crop.x) / crop.w) * 1080;
      let firstBlue = 0;
      while (firstBlue < 1080 && p.at(firstBlue, 675)[2] < 128) firstBlue++;
      expect(Math.abs(firstBlue - boundary), JSON.stringify(focal)).toBeLessThanOrEqual(2);
    }
    const left = await pixels((await render({ image, focal: { x: 0, y: 0.5 } })).bytes);
    const right = await pixels((await render({ image, focal: { x: 1, y: 0.5 } })).bytes);
    expect(left.at(540, 675)[0]).toBeGreaterThan(200);
    expect(right.at(540, 675)[2]).toBeGreaterThan(200);
  });

  it('turns a picture by its EXIF orientation and puts transparency on white', async () => {
    // Stored 600×400, red left and blue right; orientation 6 shows it 400×600, red on top.
    const stored = await sharp(await halves(600, 400))
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const p = await pixels((await render({ image: stored, format: 'square' })).bytes);
    for (const x of [100, 980]) {
      expect(p.at(x, 100)[0], 'top').toBeGreaterThan(200);
      expect(p.at(x, 980)[2], 'bottom').toBeGreaterThan(200);
    }
    const clear = await sharp({
      create: { width: 800, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const white = await pixels((await render({ image: clear, format: 'square' })).bytes);
    expect(Math.min(...white.at(540, 540))).toBeGreaterThan(250);
  });

  it('draws the logo contain-fit in its box, aligned and centred vertically; no logo leaves it empty', async () => {
    const image = await solid(2000, 1500);
    const logo = await sharp({ create: { width: 100, height: 300, channels: 4, background: MAGENTA } })
      .png()
      .toBuffer();
    const fields = [field({ key: 'logo', kind: 'logo', align: 'right', box: frac(0.5, 0.7, 0.4, 0.2) })];
    const piece = await render({ image, fields, logo });
    const box = piece.layout[0]!.box; // 432 × 270 px at (540, 945)
    expect(piece.layout[0]).toMatchObject({ kind: 'logo', align: 'right' });
    const p = await pixels(piece.bytes);
    const isMagenta = ([r, g, b]: readonly number[]) => r! > 160 && g! < 60 && b! > 60 && b! < 130;
    // 100×300 into 432×270: 90×270, at the box's right edge.
    expect(isMagenta(p.at(Math.round(box.x + box.w - 45), Math.round(box.y + box.h / 2)))).toBe(true);
    expect(isMagenta(p.at(Math.round(box.x + box.w - 85), Math.round(box.y + 5)))).toBe(true);
    expect(isMagenta(p.at(Math.round(box.x + box.w - 100), Math.round(box.y + box.h / 2)))).toBe(false);
    expect(isMagenta(p.at(Math.round(box.x + 20), Math.round(box.y + box.h / 2)))).toBe(false);

    // A wide logo in the same box: 432×130, centred vertically.
    const wide = await sharp({ create: { width: 400, height: 120, channels: 4, background: MAGENTA } })
      .png()
      .toBuffer();
    const centred = await pixels((await render({ image, fields, logo: wide })).bytes);
    const mid = Math.round(box.x + box.w / 2);
    expect(isMagenta(centred.at(mid, Math.round(box.y + box.h / 2)))).toBe(true);
    expect(isMagenta(centred.at(mid, Math.round(box.y + 40)))).toBe(false);
    expect(isMagenta(centred.at(mid, Math.round(box.y + box.h - 40)))).toBe(false);

    const empty = await pixels((await render({ image, fields, logo: null })).bytes);
    expect(isMagenta(empty.at(Math.round(box.x + box.w - 45), Math.round(box.y + box.h / 2)))).toBe(false);
  });

  it('makes WhatsApp pieces in the picture’s proportions, long side 1600, under 500 KB', async () => {
    const fields = [field({ key: 'cta', box: frac(0.05, 0.85, 0.9, 0.1) })];
    const image = await texture(3000, 2000);
    const piece = await render({ image, format: 'whatsapp', fields, texts: { cta: 'Agende já' } });
    const meta = await sharp(piece.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1067]);
    expect(piece.size).toEqual({ width: 1600, height: 1067 });
    expect(piece.bytes.length).toBeLessThanOrEqual(500 * 1024);
    // A picture smaller than the long side is never enlarged.
    const small = await render({ image: await solid(900, 1200), format: 'whatsapp' });
    expect(small.size).toEqual({ width: 900, height: 1200 });
  });

  it('makes the print piece a one-page PDF at the bleed size, trimmed 3 mm inside', async () => {
    const image = await solid(3000, 2000);
    const fields = [field({ key: 'cta', box: frac(0.1, 0.8, 0.8, 0.06) })];
    const texts = { cta: 'Agende já' };
    const piece = await render({ image, format: 'a4-print', fields, texts, title: 'Clareamento' });
    expect([piece.contentType, piece.extension]).toEqual(['application/pdf', 'pdf']);
    expect(piece.size).toEqual({ width: 2551, height: 3579 });
    // pdf-lib stamps its own producer on what it loads unless told not to.
    const pdf = await PDFDocument.load(piece.bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Clareamento');
    expect(pdf.getProducer()).toBe('Banco de Imagens');
    expect(pdf.getCreator()).toBe('Banco de Imagens');
    const page = pdf.getPage(0);
    expect(page.getWidth()).toBeCloseTo(612.28, 1);
    expect(page.getHeight()).toBeCloseTo(858.9, 1);
    const trim = page.getTrimBox();
    expect(trim.x).toBeCloseTo(8.5, 1);
    expect(trim.y).toBeCloseTo(8.5, 1);
    expect(trim.width).toBeCloseTo(612.28 - 17.01, 1);
    expect(trim.height).toBeCloseTo(858.9 - 17.01, 1);
    expect(page.getBleedBox()).toMatchObject({ x: 0, y: 0 });
    expect(page.getBleedBox().width).toBeCloseTo(612.28, 1);
    const images = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (o): o is PDFRawStream =>
          o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    expect(images).toHaveLength(1);
    const dimension = (name: string) => (images[0]!.dict.get(PDFName.of(name)) as PDFNumber).asNumber();
    expect([dimension('Width'), dimension('Height')]).toEqual([2551, 3579]);
    const embedded = await pixels(Buffer.from(images[0]!.contents));
    expect([embedded.width, embedded.height]).toEqual([2551, 3579]);
    const cta = textOf(piece, 'cta');
    expect(inkBox(embedded, lineRows(cta, 0, cta.box))).not.toBeNull();
  });

  it('refuses a picture over the render budget and a logo over the avatar budget', async () => {
    const { pngBomb } = await import('../../../tests/helpers/fixtures');
    await expect(render({ image: pngBomb() })).rejects.toBeInstanceOf(ImageTooLargeError);
    // 36 megapixels passes the render budget, not the avatar one; the bomb passes neither.
    for (const logo of [pngBomb(6000), pngBomb()]) {
      await expect(render({ image: await solid(200, 200), logo })).rejects.toMatchObject({
        purpose: 'avatar',
      });
    }
  });
});
