import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_PRESETS } from '../../shared/constants';
import { ImageTooLargeError } from './decode';
import { renderDownload } from './stamp';
import { renderStampBand, STAMP_TEXT_RATIO } from './stamp-band';
import { escapeMarkup, type StampData, stampLines } from './stamp-text';

const STAMP: StampData = {
  name: 'OdontoRede Águia & Joinville <Centro>',
  address: 'Rua Barão de Jaguara, 1234',
  phone: '(19) 3232-1234',
  whatsapp: '(19) 99876-5432',
  croRegistration: 'CRO-SP EPAO 12345',
  rtName: 'Ana Maria de Souza',
  rtCro: '12345',
  rtUf: 'SP',
};

const flat = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 95 })
    .toBuffer();

/** Left half red, right half blue: where a crop lands shows in its colours. */
const halves = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([
      {
        input: { create: { width: width / 2, height, channels: 3, background: '#ff0000' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = seed >> 23;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
  };
  return { data, width: info.width, height: info.height, at };
}

/** Mean colour of a region. */
async function mean(image: Buffer, region: { left: number; top: number; width: number; height: number }) {
  // stats() reads its input, not the pipeline: the region is cut out first.
  const stats = await sharp(await sharp(image).extract(region).png().toBuffer()).stats();
  return stats.channels.slice(0, 3).map((c) => c.mean);
}

/**
 * Rows (from `top`) holding at least one dark pixel, grouped into runs: the band's text lines. Gaps
 * up to `join` rows (an accent above its letter) stay inside one run.
 */
function darkRuns(p: Awaited<ReturnType<typeof pixels>>, top: number, left: number, join = 0) {
  const runs: { start: number; end: number }[] = [];
  for (let y = top; y < p.height; y++) {
    let dark = false;
    for (let x = left; x < p.width && !dark; x++) {
      const [r, g, b] = p.at(x, y);
      dark = r + g + b < 3 * 110;
    }
    const last = runs.at(-1);
    if (dark && last && last.end >= y - 1 - join) last.end = y;
    else if (dark) runs.push({ start: y, end: y });
  }
  return runs;
}

describe('download presets', () => {
  for (const format of ['instagram-feed', 'instagram-stories', 'square'] as const) {
    const { width, height } = DOWNLOAD_PRESETS[format];
    it(`${format}: exactly ${width}×${height}, with and without the stamp, from large and small originals`, async () => {
      for (const source of [await flat(4000, 3000, '#3366aa'), await flat(300, 200, '#3366aa')]) {
        for (const stamp of [null, STAMP]) {
          const out = await renderDownload({ input: source, format, focal: null, stamp });
          const meta = await sharp(out).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
        }
      }
    });
  }

  it('whatsapp: long side 1600 and at most 500 KB from a noisy 4000×3000 photo', async () => {
    const out = await renderDownload({
      input: await noisyJpeg(4000, 3000),
      format: 'whatsapp',
      focal: null,
      stamp: null,
    });
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(out.length).toBeLessThanOrEqual(DOWNLOAD_PRESETS.whatsapp.maxBytes);
    // Noise at 1600×1200 does not fit at the first quality: the size came from stepping it down.
    const firstTry = await sharp(out).jpeg({ quality: 85 }).toBuffer();
    expect(firstTry.length).toBeGreaterThan(DOWNLOAD_PRESETS.whatsapp.maxBytes);
  });

  it('whatsapp: never enlarges a small picture; stamped, a portrait still fits inside 1600 px', async () => {
    const small = await sharp(
      await renderDownload({
        input: await flat(800, 600, '#888888'),
        format: 'whatsapp',
        focal: null,
        stamp: null,
      }),
    ).metadata();
    expect([small.width, small.height]).toEqual([800, 600]);
    const stamped = await renderDownload({
      input: await noisyJpeg(1200, 1800),
      format: 'whatsapp',
      focal: null,
      stamp: STAMP,
    });
    const meta = await sharp(stamped).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1600);
    expect(stamped.length).toBeLessThanOrEqual(DOWNLOAD_PRESETS.whatsapp.maxBytes);
  });

  it('original: the same size unstamped; stamped, the band is added below the whole picture', async () => {
    const source = await flat(1200, 800, '#3366aa');
    const plain = await sharp(
      await renderDownload({ input: source, format: 'original', focal: null, stamp: null }),
    ).metadata();
    expect([plain.width, plain.height]).toEqual([1200, 800]);
    const stamped = await renderDownload({ input: source, format: 'original', focal: null, stamp: STAMP });
    const meta = await sharp(stamped).metadata();
    expect(meta.width).toBe(1200);
    expect(meta.height).toBeGreaterThan(800);
    // Nothing of the creative is hidden: its last rows are still the picture.
    const [r, g, b] = await mean(stamped, { left: 0, top: 790, width: 1200, height: 8 });
    expect(Math.abs(r! - 0x33) + Math.abs(g! - 0x66) + Math.abs(b! - 0xaa)).toBeLessThan(15);
  });
});

describe('the focal point', () => {
  it('moves the crop: left, right or the middle of a red|blue picture', async () => {
    const source = await halves(2000, 1000);
    const colour = async (focal: { x: number; y: number } | null) => {
      const out = await renderDownload({ input: source, format: 'square', focal, stamp: null });
      return mean(out, { left: 0, top: 0, width: 1080, height: 1080 });
    };
    const [leftR, , leftB] = await colour({ x: 0.1, y: 0.5 });
    const [rightR, , rightB] = await colour({ x: 0.9, y: 0.5 });
    const [midR, , midB] = await colour(null);
    expect(leftR).toBeGreaterThan(240);
    expect(leftB).toBeLessThan(15);
    expect(rightB).toBeGreaterThan(240);
    expect(rightR).toBeLessThan(15);
    // The centre keeps both halves, equally.
    expect(Math.abs(midR! - midB!)).toBeLessThan(10);
  });
});

describe('the unit stamp', () => {
  it('changes the footer region and leaves the picture above it; the band is light with dark text', async () => {
    const source = await flat(4000, 3000, '#3366aa');
    const plain = await pixels(
      await renderDownload({ input: source, format: 'instagram-stories', focal: null, stamp: null }),
    );
    const stamped = await pixels(
      await renderDownload({ input: source, format: 'instagram-stories', focal: null, stamp: STAMP }),
    );
    const footerTop = 1920 - 200;
    let differing = 0;
    for (let y = footerTop; y < 1920; y++) {
      for (let x = 0; x < 1080; x++) {
        const a = plain.at(x, y);
        const b = stamped.at(x, y);
        if (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) > 60) differing++;
      }
    }
    expect(differing / (200 * 1080)).toBeGreaterThan(0.5);
    // Above the band: the picture itself.
    const [r, g, b] = stamped.at(540, 100);
    expect(Math.abs(r - 0x33) + Math.abs(g - 0x66) + Math.abs(b - 0xaa)).toBeLessThan(15);
    // The band: where the picture ends, light everywhere but for dark text.
    const isPicture = ([r, g, b]: readonly [number, number, number]) =>
      Math.abs(r - 0x33) + Math.abs(g - 0x66) + Math.abs(b - 0xaa) < 30;
    let picture = 0;
    while (isPicture(stamped.at(5, picture + 1))) picture++;
    expect(picture).toBeGreaterThan(1000);
    expect(picture).toBeLessThan(footerTop);
    let light = 0;
    for (let y = picture + 4; y < 1920; y++)
      for (let x = 0; x < 1080; x++) if (Math.min(...stamped.at(x, y)) > 200) light++;
    expect(light / ((1920 - picture - 4) * 1080)).toBeGreaterThan(0.8);
    expect(darkRuns(stamped, picture + 4, 0).length).toBeGreaterThanOrEqual(4);
  });

  it('prints text at least 2.5 % of the image height (line pitch and ink measured on the render)', async () => {
    // Every line holds "Ág" (an accent above a capital, a descender): each dark run is one whole line.
    const measured: StampData = {
      name: 'Ág Centro',
      address: 'Ág Rua Um',
      phone: null,
      whatsapp: null,
      croRegistration: 'Ág CRO 1',
      rtName: 'Ág',
      rtCro: '1',
      rtUf: 'SP',
    };
    for (const format of ['instagram-feed', 'instagram-stories', 'square'] as const) {
      const { height } = DOWNLOAD_PRESETS[format];
      const minimum = STAMP_TEXT_RATIO * height;
      const out = await pixels(
        await renderDownload({
          input: await flat(1080, height, '#ffffff'),
          format,
          focal: null,
          stamp: measured,
        }),
      );
      const runs = darkRuns(out, 0, 0, Math.round(height * 0.027 * 0.12));
      expect(runs).toHaveLength(4);
      for (const run of runs) expect(run.end - run.start + 1).toBeGreaterThanOrEqual(minimum);
      for (let i = 1; i < runs.length; i++) {
        expect(runs[i]!.start - runs[i - 1]!.start).toBeGreaterThanOrEqual(minimum);
      }
      const band = await renderStampBand(measured, 1080, Math.ceil(height * 0.027));
      expect(band.fontPx).toBeGreaterThanOrEqual(Math.ceil(minimum));
    }
  });

  it('lists the lines in order, skips empty ones and writes the RT line from the catalogue', () => {
    const lines = stampLines({ ...STAMP, address: null, phone: '', whatsapp: null });
    expect(lines.map((line) => line.text.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-'))).toEqual([
      'OdontoRede Águia & Joinville <Centro>',
      'Responsável Técnico: Ana Maria de Souza — CRO-SP 12345',
      'CRO-SP EPAO 12345',
    ]);
    expect(lines.map((line) => line.bold)).toEqual([true, false, false]);
    expect(escapeMarkup('A & B <i>')).toBe('A &amp; B &lt;i&gt;');
  });

  it("draws the logo at the band's left", async () => {
    const logo = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 200, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const source = await flat(1080, 1080, '#ffffff');
    const withLogo = await pixels(
      await renderDownload({ input: source, format: 'square', focal: null, stamp: STAMP, logo }),
    );
    const without = await pixels(
      await renderDownload({ input: source, format: 'square', focal: null, stamp: STAMP }),
    );
    const greenIn = (p: typeof without) => {
      let n = 0;
      for (let y = 700; y < 1080; y++)
        for (let x = 0; x < 200; x++) {
          const [r, g, b] = p.at(x, y);
          if (g > 150 && r < 80 && b < 80) n++;
        }
      return n;
    };
    expect(greenIn(withLogo)).toBeGreaterThan(2000);
    expect(greenIn(without)).toBe(0);
  });
});

describe('inputs', () => {
  it('puts a transparent PNG on white, never black', async () => {
    const transparent = await sharp({
      create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const out = await renderDownload({ input: transparent, format: 'square', focal: null, stamp: null });
    const [r, g, b] = await mean(out, { left: 0, top: 0, width: 1080, height: 1080 });
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(250);
  });

  it('refuses an image over the render budget before decoding it', async () => {
    const { pngBomb } = await import('../../../tests/helpers/fixtures');
    await expect(
      renderDownload({ input: pngBomb(), format: 'square', focal: null, stamp: null }),
    ).rejects.toBeInstanceOf(ImageTooLargeError);
  });
});
