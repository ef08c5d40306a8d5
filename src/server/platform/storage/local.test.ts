import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanLocalTemp, createLocalStorage } from './local';
import { describeStorageDriver } from './storage-contract';

const roots: string[] = [];

async function newRoot(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-storage-'));
  roots.push(root);
  return root;
}

afterAll(async () => {
  for (const root of roots) await fs.rm(root, { recursive: true, force: true });
});

describeStorageDriver('local', async () => createLocalStorage(await newRoot()));

describe('local storage driver', () => {
  it('leaves only a temp file a crash can strand, and cleanLocalTemp removes it', async () => {
    const root = await newRoot();
    const storage = createLocalStorage(root);
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put('image/broken.jpg', failing)).rejects.toThrow('connection reset');
    await cleanLocalTemp(root);
    expect(await fs.readdir(root)).toEqual(['image']);
  });

  it('moves a file on the same disk into place, and copies one from another disk', async () => {
    const root = await newRoot();
    const storage = createLocalStorage(root);
    const same = path.join(root, 'staged.upload');
    await fs.writeFile(same, 'foto da clínica');
    await storage.putFile('image/same.jpg', same);
    await expect(fs.access(same)).rejects.toThrow();
    expect(await fs.readFile(path.join(root, 'image', 'same.jpg'), 'utf8')).toBe('foto da clínica');

    // /dev/shm is another file system than the temp folder on Linux: rename fails with EXDEV.
    const other = await fs.mkdtemp('/dev/shm/bdi-staging-').catch(() => null);
    if (!other || (await fs.stat(other)).dev === (await fs.stat(root)).dev) return;
    try {
      const elsewhere = path.join(other, 'staged.upload');
      await fs.writeFile(elsewhere, 'outro disco');
      await storage.putFile('image/copied.jpg', elsewhere);
      expect(await fs.readFile(path.join(root, 'image', 'copied.jpg'), 'utf8')).toBe('outro disco');
    } finally {
      await fs.rm(other, { recursive: true, force: true });
    }
  });
});
