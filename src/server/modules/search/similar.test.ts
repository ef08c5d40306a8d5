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

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app);
  const cats = await categoryIds(t.db, ['banners']);
  const images: Array<[string, Buffer]> = [
    ['vertical', await gradient(true, '#0e7490', '#f8fafc')],
    ['horizontal', await gradient(false, '#f8fafc', '#0e7490')],
    ['circle', await fx.jpeg(600, 400, '#334155')],
  ];
  for (const [key, data] of images) {
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
    expect(items).toHaveLength(3);
  });

  it('refuses a file that is not an image', async () => {
    const res = await sendParts(t.app, admin, '/api/assets/similar', [
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: Buffer.from('texto') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/Selecione uma imagem/);
  });
});
