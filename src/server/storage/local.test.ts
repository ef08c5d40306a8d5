import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanLocalTemp, createLocalStorage } from './local';
import { type StorageDriver, StorageNotFoundError } from './storage';

let root: string;
let storage: StorageDriver;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-storage-'));
  storage = createLocalStorage(root);
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('local storage driver', () => {
  it('stores a stream and reads it back whole and by byte range', async () => {
    const saved = await storage.put('image/abc.jpg', Readable.from(['0123456789']));
    expect(saved.size).toBe(10);
    expect(await text(await storage.read('image/abc.jpg'))).toBe('0123456789');
    expect(await text(await storage.read('image/abc.jpg', { start: 2, end: 4 }))).toBe('234');
    expect(await text(await storage.read('image/abc.jpg', { start: 7 }))).toBe('789');
  });

  it('stats, lists and deletes', async () => {
    await storage.put('pdf/a.pdf', Readable.from(['%PDF']));
    await storage.put('image/b.png', Readable.from(['png']));
    expect(await storage.stat('pdf/a.pdf')).toMatchObject({ size: 4 });
    expect(await storage.stat('pdf/missing.pdf')).toBeNull();

    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys.sort()).toEqual(['image/b.png', 'pdf/a.pdf']);

    await storage.delete('pdf/a.pdf');
    await storage.delete('pdf/a.pdf');
    expect(await storage.stat('pdf/a.pdf')).toBeNull();
  });

  it('throws StorageNotFoundError for a missing object', async () => {
    await expect(storage.read('image/none.jpg')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('leaves nothing behind when the source stream fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put('image/broken.jpg', failing)).rejects.toThrow('connection reset');
    expect(await storage.stat('image/broken.jpg')).toBeNull();
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys).toEqual([]);
    await cleanLocalTemp(root);
    expect(await fs.readdir(root)).toEqual(['image']);
  });

  it('refuses keys that could escape the root', async () => {
    for (const key of ['../etc/passwd', '/abs/path', 'image/../../x', 'Image/UPPER.jpg', 'a//b']) {
      await expect(storage.put(key, Readable.from(['x']))).rejects.toThrow('Invalid storage key');
    }
  });
});
