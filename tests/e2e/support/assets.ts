import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { sameOrigin } from './same-origin';

/**
 * A picture of its own: a smooth gradient between two random colours, with a few random bytes in
 * its first pixels, so no upload repeats another's bytes (a duplicate is refused). Not random
 * pixels: the server reads the text of every image it stores, and Tesseract spends seconds on a
 * picture of noise where a gradient takes a fraction of one, and so does every rendition.
 */
export function randomImage(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const [from, to] = [randomBytes(3), randomBytes(3)];
  const pixels = Buffer.alloc(width * height * 3);
  const diagonal = Math.max(1, width + height - 2);
  for (let i = 0; i < pixels.length; i++) {
    const pixel = Math.floor(i / 3);
    const share = ((pixel % width) + Math.floor(pixel / width)) / diagonal;
    const [a, b] = [from[i % 3] ?? 0, to[i % 3] ?? 0];
    pixels[i] = Math.round(a + (b - a) * share);
  }
  randomBytes(Math.min(48, pixels.length)).copy(pixels);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

/** A JPEG of its own (randomImage). */
export function randomJpeg(width = 160, height = 120): Promise<Buffer> {
  return randomImage(width, height);
}

/**
 * Uploads one file as an asset through the API (the admin's `request` must be signed in), in the
 * first category of the tree (an upload needs one). Defaults to a random JPEG. Returns its id.
 */
export async function uploadAsset(
  request: APIRequestContext,
  title: string,
  file?: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const tree = (await (await request.get('/api/categories')).json()) as {
    items: Array<{ id: string; children: Array<{ id: string }> }>;
  };
  const categoryId = tree.items[0]?.children[0]?.id ?? tree.items[0]?.id;
  const response = await request.post('/api/assets', {
    headers: sameOrigin,
    multipart: {
      meta: JSON.stringify({ title, categoryIds: [categoryId], tags: [] }),
      files: file ?? { name: `${title}.jpg`, mimeType: 'image/jpeg', buffer: await randomJpeg() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).items[0].asset.id as string;
}
