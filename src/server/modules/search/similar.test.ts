import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, type SignedIn } from '../../../../tests/helpers/accounts';
import { sendParts } from '../../../../tests/helpers/api-suite';
import * as fx from '../../../../tests/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';

let t: TestApp;
let admin: SignedIn;
const ids: Record<string, string> = {};

/** Smooth pictures (gradients), the kind perceptual hashes are made for. */
function gradient(horizontal: boolean, from: string, to: string): Promise<Buffer> {
  const [x2, y2] = horizontal ? ['1', '0'] : ['0', '1'];
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/><circle cx="420" cy="160" r="90" fill="#fde68a"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();
}

/**
 * High-contrast vertical stripes, wider than the 1280 px preview: the hardest case for a difference
 * hash, whose 9×8 grey levels then differ by little, so the probe's and the stored pipelines must match.
 */
function stripes(width: number, height: number, stripe: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dark = Math.floor(x / stripe) % 2 === 0;
      pixels.fill(dark ? 15 : 245, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A smooth diagonal gradient, also wider than the preview. */
function smooth(width: number, height: number): Promise<Buffer> {
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c2d12"/><stop offset="0.5" stop-color="#fcd34d"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/></svg>`,
    ),
  )
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The files as uploaded, by key: the probes of 'the very picture searched for'. */
const originals: Record<string, Buffer> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app);
  const cats = await categoryIds(t.db, ['banners']);
  const images: Array<[string, Buffer]> = [
    ['vertical', await gradient(true, '#0e7490', '#f8fafc')],
    ['horizontal', await gradient(false, '#f8fafc', '#0e7490')],
    ['circle', await fx.jpeg(600, 400, '#334155')],
    ['stripes', await stripes(2400, 1600, 37)],
    ['smooth', await smooth(2000, 1300)],
    ['rotated', await fx.pngWithExifRotation(900, 500)],
  ];
  for (const [key, data] of images) {
    originals[key] = data;
    const res = await uploadRequest(t.app, admin.cookie, { title: `Imagem ${key}`, categoryIds: cats }, [
      { name: `${key}.jpg`, data },
    ]);
    ids[key] = res.json().items[0].asset.id;
  }
});

afterAll(async () => {
  await t.close();
});

describe('similar-image search', () => {
  it('ranks the images by perceptual distance to the picked one', async () => {
    // The same picture, smaller and re-encoded as PNG, must come first.
    const probe = await sharp(await gradient(true, '#0e7490', '#f8fafc'))
      .resize(300)
      .png()
      .toBuffer();
    const res = await sendParts(t.app, admin, '/api/assets/similar', [
      { name: 'file', filename: 'busca.png', contentType: 'image/png', data: probe },
    ]);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{ id: string; distance: number }>;
    expect(items[0]).toMatchObject({ id: ids.vertical, distance: expect.any(Number) });
    expect(items[0]!.distance).toBeLessThanOrEqual(4);
    expect(items.map((i) => i.distance)).toEqual([...items.map((i) => i.distance)].sort((a, b) => a - b));
    expect(items).toHaveLength(Object.keys(ids).length);
  });

  it('ranks the very picture searched for first, at distance 0 (striped, smooth, rotated)', async () => {
    for (const key of ['stripes', 'smooth', 'rotated', 'vertical']) {
      const res = await sendParts(t.app, admin, '/api/assets/similar', [
        { name: 'file', filename: `${key}.jpg`, contentType: 'image/jpeg', data: originals[key]! },
      ]);
      expect(res.statusCode).toBe(200);
      const items = res.json().items as Array<{ id: string; distance: number }>;
      const ranking = items.map((item) => ({ id: item.id, distance: item.distance }));
      expect({ key, first: ranking[0] }).toEqual({ key, first: { id: ids[key], distance: 0 } });
      // First by its own merit, not by a tie.
      expect(items[1]!.distance, key).toBeGreaterThan(0);
    }
  });

  it('refuses a file that is not an image', async () => {
    const res = await sendParts(t.app, admin, '/api/assets/similar', [
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: Buffer.from('texto') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/Selecione uma imagem/);
  });
});
