import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { type StorageDriver, StorageNotFoundError } from './storage';

export interface DriverFactoryOptions {
  /** Keys per listing page where the driver pages (S3); small here so paging is exercised. */
  listPageSize: number;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A body that arrives in 64 KiB pieces, as an upload does, never as one buffer. */
function streamed(data: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += 64 * 1024) yield data.subarray(at, at + 64 * 1024);
    })(),
  );
}

async function listAll(storage: StorageDriver, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys.sort();
}

/**
 * What every storage driver promises (StorageDriver), run against each one. `factory` gives a driver
 * over an empty store each time it is called.
 */
export function describeStorageDriver(
  name: string,
  factory: (options: DriverFactoryOptions) => Promise<StorageDriver>,
): void {
  describe(`storage driver contract: ${name}`, () => {
    it('stores a multi-megabyte streamed body and reads it back byte for byte', async () => {
      const storage = await factory({ listPageSize: 1000 });
      // Past 5 MiB, so S3 takes it as a multipart upload.
      const data = randomBytes(12 * 1024 * 1024 + 123);
      const saved = await storage.put('image/big.jpg', streamed(data), { contentType: 'image/jpeg' });
      expect(saved.size).toBe(data.length);
      const back = await buffer(await storage.read('image/big.jpg'));
      expect(back.length).toBe(data.length);
      expect(sha256(back)).toBe(sha256(data));
    });

    it('reads an inclusive byte range, and from a byte to the end', async () => {
      const storage = await factory({ listPageSize: 1000 });
      await storage.put('pdf/digits.pdf', Readable.from(['0123456789']));
      expect((await buffer(await storage.read('pdf/digits.pdf', { start: 2, end: 4 }))).toString()).toBe(
        '234',
      );
      expect((await buffer(await storage.read('pdf/digits.pdf', { start: 7 }))).toString()).toBe('789');
    });

    it('stats an object and answers null for a missing one', async () => {
      const storage = await factory({ listPageSize: 1000 });
      const before = Date.now();
      await storage.put('pdf/a.pdf', Readable.from(['%PDF-1.7']));
      const info = await storage.stat('pdf/a.pdf');
      expect(info?.size).toBe(8);
      expect(info?.modifiedAt).toBeInstanceOf(Date);
      // S3 keeps whole seconds.
      expect(info!.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
      expect(await storage.stat('pdf/missing.pdf')).toBeNull();
    });

    it('deletes, and deleting again or deleting what never existed is not an error', async () => {
      const storage = await factory({ listPageSize: 1000 });
      await storage.put('image/gone.png', Readable.from(['png']));
      await storage.delete('image/gone.png');
      await storage.delete('image/gone.png');
      await storage.delete('image/never.png');
      expect(await storage.stat('image/gone.png')).toBeNull();
      await expect(storage.read('image/gone.png')).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('lists every key, or those under a prefix, across listing pages', async () => {
      const storage = await factory({ listPageSize: 2 });
      const images = ['image/1.jpg', 'image/2.jpg', 'image/3.jpg', 'image/4.jpg', 'image/5.jpg'];
      const others = ['pdf/a.pdf', 'thumb/grid/1.webp'];
      for (const key of [...images, ...others]) await storage.put(key, Readable.from([key]));
      expect(await listAll(storage, 'image/')).toEqual(images);
      expect(await listAll(storage)).toEqual([...images, ...others].sort());
      expect(await listAll(storage, 'video/')).toEqual([]);
    });

    it('throws StorageNotFoundError when reading a missing object, whole or by range', async () => {
      const storage = await factory({ listPageSize: 1000 });
      await expect(storage.read('image/none.jpg')).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.read('image/none.jpg', { start: 1 })).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('refuses keys that could escape the store or break the key scheme', async () => {
      const storage = await factory({ listPageSize: 1000 });
      for (const key of ['../etc/passwd', '/abs/path', 'image/../../x', 'Image/UPPER.jpg', 'a//b', '']) {
        await expect(storage.put(key, Readable.from(['x']))).rejects.toThrow('Invalid storage key');
        await expect(storage.read(key)).rejects.toThrow('Invalid storage key');
        await expect(storage.stat(key)).rejects.toThrow('Invalid storage key');
        await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
      }
      expect(await listAll(storage)).toEqual([]);
    });

    it('stores a file the app wrote, byte for byte, and keeps it after the file is removed', async () => {
      const storage = await factory({ listPageSize: 1000 });
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-put-file-'));
      try {
        const data = randomBytes(3 * 1024 * 1024 + 7);
        const staged = path.join(dir, 'staged.upload');
        await fs.writeFile(staged, data);
        const saved = await storage.putFile('image/staged.jpg', staged, { contentType: 'image/jpeg' });
        expect(saved.size).toBe(data.length);
        // The caller removes what is left of the file (a driver may have moved it in).
        await fs.rm(staged, { force: true });
        expect(sha256(await buffer(await storage.read('image/staged.jpg')))).toBe(sha256(data));
        await expect(storage.putFile('image/gone.jpg', staged)).rejects.toThrow();
        expect(await storage.stat('image/gone.jpg')).toBeNull();
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    });

    it('keeps nothing when the source stream fails midway', async () => {
      const storage = await factory({ listPageSize: 1000 });
      const failing = new Readable({
        read() {
          this.push('partial');
          this.destroy(new Error('connection reset'));
        },
      });
      await expect(storage.put('image/broken.jpg', failing)).rejects.toThrow('connection reset');
      expect(await storage.stat('image/broken.jpg')).toBeNull();
      expect(await listAll(storage)).toEqual([]);
    });

    it('gives, where the driver has them, a presigned URL that downloads the exact bytes as an attachment', async (context) => {
      const storage = await factory({ listPageSize: 1000 });
      if (!storage.presignedDownloadUrl) return context.skip();
      const data = randomBytes(300 * 1024);
      await storage.put('image/signed.jpg', streamed(data), { contentType: 'image/jpeg' });
      const url = await storage.presignedDownloadUrl('image/signed.jpg', {
        fileName: 'Prótese antes e depois.jpg',
        contentType: 'image/jpeg',
        expiresInSeconds: 300,
      });
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="Protese antes e depois.jpg"; filename*=UTF-8''Pr%C3%B3tese%20antes%20e%20depois.jpg`,
      );
      expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(sha256(data));
    });
  });
}
