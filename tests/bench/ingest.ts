/**
 * Ingest: 20 distinct 4000×3000 JPEGs in one multipart POST /api/assets against the same outputs made
 * by sharp alone (what src/server/media/image.ts makes per image: a PREVIEW_SIZE WebP preview at the
 * same encoder effort, a GRID_SIZE WebP grid thumbnail from it, a thumbhash from a PLACEHOLDER_INPUT_SIZE RGBA copy, a 9×8 difference hash, and the
 * file's sha256), with as many images in flight as the machine has cores.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import {
  GRID_SIZE,
  PLACEHOLDER_INPUT_SIZE,
  PREVIEW_SIZE,
  PREVIEW_WEBP_EFFORT,
} from '../../src/server/media/image';
import type { BenchServer } from './server';

const grains = new Map<string, Promise<Buffer>>();

/** Camera-like grain, made once per size (the noise is the slow part of drawing a picture). */
function grainOf(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let grain = grains.get(key);
  if (!grain) {
    grain = sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 12 },
      },
    })
      .raw()
      .toBuffer();
    grains.set(key, grain);
  }
  return grain;
}

/**
 * A photo-like picture: smooth colour fields from a random 12×9 image scaled up, shapes, and grain,
 * so that every file has its own content and a camera-like size (a few MB), not a flat colour.
 */
export async function makePhoto(seed: number, width = 4000, height = 3000, quality = 88): Promise<Buffer> {
  let state = seed * 2654435761 + 1;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const small = Buffer.alloc(12 * 9 * 3);
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(random() * 256);
  const base = await sharp(small, { raw: { width: 12, height: 9, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const shapes = Array.from({ length: 12 }, () => {
    const [x, y, r] = [random() * width, random() * height, 50 + random() * width * 0.1];
    const colour = `hsl(${Math.floor(random() * 360)},70%,${Math.floor(30 + random() * 50)}%)`;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" fill-opacity="0.7"/>`;
  }).join('');
  const grain = await grainOf(width, height);
  return sharp(base, { raw: { width, height, channels: 3 } })
    .composite([
      { input: Buffer.from(`<svg width="${width}" height="${height}">${shapes}</svg>`) },
      { input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' },
    ])
    .jpeg({ quality })
    .toBuffer();
}

export async function makePhotos(
  count: number,
  first: number,
  width?: number,
  height?: number,
): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) photos.push(await makePhoto(first + i, width, height));
  return photos;
}

/**
 * The multipart body of one upload (meta first, then the files), encoded before any timing: like
 * drawing the photos, building the form is the harness's work. Encoded by undici's FormData while
 * the timer ran, it took 0.15–0.25 of the machine's two cores away from the server it measured.
 */
function multipartBody(categoryId: string, photos: Buffer[], title: string) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const meta = JSON.stringify({ title, categoryIds: [categoryId], tags: ['Bench'] });
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\n\r\n${meta}\r\n`),
  ];
  photos.forEach((data, i) => {
    const fileName = `${title.replace(/\W+/g, '-')}-${i}.jpg`;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      data,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs the files as one upload over HTTP; returns the seconds from the first byte sent to the whole answer. */
export async function uploadImages(server: BenchServer, categoryId: string, photos: Buffer[], title: string) {
  const { body, contentType } = multipartBody(categoryId, photos, title);
  const start = performance.now();
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(new URL('/api/assets', server.base), {
      method: 'POST',
      headers: {
        ...server.ownPage,
        cookie: server.cookie,
        'content-type': contentType,
        'content-length': String(body.length),
      },
    });
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.once('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.once('error', reject);
    req.end(body);
  });
  const seconds = (performance.now() - start) / 1000;
  const parsed = JSON.parse(answer.text) as {
    created?: number;
    items?: Array<{ status: string; fileName: string; error?: { message?: string } }>;
  };
  if (answer.status !== 201 || parsed.created !== photos.length) {
    const refused = parsed.items?.filter((item) => item.status !== 'created');
    const why = refused?.length
      ? refused.map((item) => `${item.fileName}: ${item.error?.message}`).join('; ')
      : answer.text;
    throw new Error(`upload of ${photos.length} images: ${answer.status} ${why.slice(0, 500)}`);
  }
  return seconds;
}

async function sharpOutputs(input: Buffer): Promise<number> {
  createHash('sha256').update(input).digest('hex');
  const image = sharp(input, { failOn: 'error' });
  await image.metadata();
  const preview = await image
    .rotate()
    .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 82, effort: PREVIEW_WEBP_EFFORT })
    .toBuffer();
  const grid = await sharp(preview)
    .resize(GRID_SIZE, GRID_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  const small = await sharp(preview)
    .resize(PLACEHOLDER_INPUT_SIZE, PLACEHOLDER_INPUT_SIZE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({
      resolveWithObject: true,
    });
  rgbaToThumbHash(small.info.width, small.info.height, small.data);
  const hash = await sharp(preview).grayscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  return preview.length + grid.length + hash.length;
}

/** Seconds sharp alone takes to make the app's outputs for every photo, `os.availableParallelism()` at a time. */
export async function sharpAlone(photos: Buffer[]): Promise<number> {
  const start = performance.now();
  const queue = [...photos];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await sharpOutputs(next);
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
  return (performance.now() - start) / 1000;
}
