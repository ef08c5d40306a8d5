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
});
