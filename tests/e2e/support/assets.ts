import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { sameOrigin } from './same-origin';

/** A JPEG of random pixels: never a duplicate of another upload. */
export function randomJpeg(width = 160, height = 120): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
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
